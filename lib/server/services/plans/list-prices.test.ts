import { db } from "@/lib/server/db";
import { seedDatabase } from "@/prisma/seed/index";
import { listPrices } from "./list-prices";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

test("plans: prices with the organisers' names and texts in the reader's language", async () => {
  const pt = await listPrices("pt");
  expect(pt.map((p) => [p.plan, p.amountCents, p.name])).toEqual([
    ["congressista", 49_900, "Congressista"],
    ["nao_congressista", 19_900, "Não Congressista"],
  ]);
  const en = await listPrices("en");
  expect(en.map((p) => p.name)).toEqual(["Congress member", "Day visitor"]);
  expect(en[0]!.description).toBe("Access to all four days of the congress.");
  expect(en[0]).not.toHaveProperty("nameEn");
  const es = await listPrices("es");
  expect(es.map((p) => p.name)).toEqual(["Congresista", "No congresista"]);
  expect(es[1]!.description).toBe("Elige los días en que vas a participar.");
});

test("plans: a missing translation falls back to Portuguese, and unwritten text to null", async () => {
  await db.price.update({ where: { plan: "congressista" }, data: { nameEs: null } });
  await db.price.update({
    where: { plan: "nao_congressista" },
    data: { name: null, nameEn: null, description: null, descriptionEn: null },
  });
  const es = await listPrices("es");
  expect(es[0]!.name).toBe("Congressista");
  const en = await listPrices("en");
  expect(en[1]).toMatchObject({ name: null, description: null });
});
