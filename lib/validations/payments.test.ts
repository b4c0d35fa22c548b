import { orderParamsSchema } from "./payments";

test("order ids: the app's cuids and the sample data's readable ids pass; anything else is refused", () => {
  for (const orderId of ["cmi3x9k2f0000abcd1234efgh", "seed-order-maria", "seed-order-participant3"])
    expect(orderParamsSchema.safeParse({ orderId }).success).toBe(true);
  for (const orderId of [
    "short",
    "-seed-order",
    "Seed-Order-Maria",
    "../etc/passwd",
    "a".repeat(41),
    "id with space",
  ])
    expect(orderParamsSchema.safeParse({ orderId }).success).toBe(false);
});
