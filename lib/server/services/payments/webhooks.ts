import "server-only";
import { AppError } from "@/lib/server/errors";
import { reconcilePayment } from "./orders";
import { paymentProvider } from "./provider";

/**
 * A Mercado Pago notification: the signature (and its freshness) is checked first; then the
 * payment's status is read from Mercado Pago itself — the body is never trusted — and
 * reconciled with our order. Repeated, late or out-of-order notifications change nothing twice.
 */
export async function handleMercadoPagoWebhook(input: { headers: Headers; dataId: string; type?: string }) {
  const provider = paymentProvider();
  // A deployment that does not use Mercado Pago has no such endpoint.
  if (provider.id !== "mercadopago") throw new AppError(404, "NOT_FOUND");
  provider.verifyWebhook({ headers: input.headers, dataId: input.dataId });
  if (input.type && input.type !== "payment") return { received: true, outcome: "ignored" };
  let state;
  try {
    state = await provider.getPayment(input.dataId);
  } catch (e) {
    // Not a payment of this account (or deleted): acknowledged so Mercado Pago stops retrying.
    if (e instanceof AppError && e.status === 404) return { received: true, outcome: "unknown" };
    throw e;
  }
  const { outcome } = await reconcilePayment(provider, state);
  return { received: true, outcome };
}
