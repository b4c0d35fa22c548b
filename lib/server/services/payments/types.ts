/**
 * What the payment routes answer, as the browser receives it (dates as ISO strings). Client code
 * takes these with `import type`, which leaves nothing at run time.
 */
import "server-only";
import type { Jsonified } from "../jsonified";
import type { confirmPix, createOrder, createPixCharge, ownOrder, payByCard } from "./orders";

/** POST /api/payments/orders — the new pending order. */
export type CreatedOrder = Jsonified<Awaited<ReturnType<typeof createOrder>>>;

/** GET /api/payments/orders/{orderId} — the caller's order and its state. */
export type OrderState = Jsonified<
  Pick<Awaited<ReturnType<typeof ownOrder>>, "id" | "plan" | "days" | "amountCents" | "status" | "paidAt">
>;

/** POST /api/payments/orders/{orderId}/pix — the PIX charge: BR Code, QR image, expiry. */
export type PixCharge = Jsonified<Awaited<ReturnType<typeof createPixCharge>>>;

/** POST /api/payments/orders/{orderId}/pix/confirm — paid (otherwise an error). */
export type PixConfirmed = Jsonified<Awaited<ReturnType<typeof confirmPix>>>;

/** POST /api/payments/orders/{orderId}/card — paid, or under review until the webhook settles it. */
export type CardPaymentResult = Jsonified<Awaited<ReturnType<typeof payByCard>>>;

/** The extra field of a declined card's error body: the fresh order to try another card on. */
export interface CardDeclinedDetails {
  nextOrderId: string;
}
