import "server-only";
import { verifyCode } from "../otp/verify-code";
import { consumeStaffChallenge, readStaffChallenge } from "./staff-challenge";

/** Second factor: the code for a pending challenge signs in once; the challenge is then spent. */
export async function signInStaff({
  challenge,
  code,
}: {
  challenge: string;
  code: string;
}): Promise<{ id: string }> {
  const staffId = await readStaffChallenge(challenge);
  await verifyCode({ target: staffId, purpose: "STAFF_2FA", code: code.toUpperCase() });
  await consumeStaffChallenge(challenge);
  return { id: staffId };
}
