import "server-only";
import { verifyCode } from "../otp/verify-code";
import { readStaffChallenge } from "./staff-challenge";

export async function signInStaff({
  challenge,
  code,
}: {
  challenge: string;
  code: string;
}): Promise<{ id: string }> {
  const staffId = readStaffChallenge(challenge);
  await verifyCode({ target: staffId, purpose: "STAFF_2FA", code: code.toUpperCase() });
  return { id: staffId };
}
