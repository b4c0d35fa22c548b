import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { verifyCode } from "../otp/verify-code";

/** A correct code for a registered phone yields the participant; for an unknown phone, PHONE_NOT_REGISTERED. */
export async function signInParticipant({
  phone,
  code,
}: {
  phone: string;
  code: string;
}): Promise<{ id: string }> {
  await verifyCode({ target: phone, purpose: "LOGIN", code });
  const user = await db.user.findUnique({ where: { phone }, select: { id: true, deletedAt: true } });
  if (!user || user.deletedAt) throw new AppError(404, "PHONE_NOT_REGISTERED");
  return { id: user.id };
}
