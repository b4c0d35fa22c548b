import "server-only";
import { rawRead } from "@/lib/server/raw-read";
import { AppError } from "@/lib/server/errors";
import type { ThemePreference } from "@/lib/theme";
import { verifyCode } from "../otp/verify-code";

const PERSON = (phone: string) =>
  `SELECT "id", "deletedAt" IS NOT NULL AS "deleted", "theme" FROM "User" WHERE "phone" = ${phone}`;

/**
 * A correct code for a registered phone yields the participant (and their colour theme, which
 * the sign-in mirrors into a cookie); for an unknown phone, PHONE_NOT_REGISTERED. The person is
 * read on the driver in one statement (the sign-in's hot path, docs/performance.md).
 */
export async function signInParticipant({
  phone,
  code,
}: {
  phone: string;
  code: string;
}): Promise<{ id: string; theme: ThemePreference }> {
  await verifyCode({ target: phone, purpose: "LOGIN", code });
  const [user] = await rawRead<{ id: string; deleted: number | boolean; theme: ThemePreference }>({
    name: "t26-sign-in-person",
    sqlite: { text: PERSON("?"), values: [phone] },
    postgres: { text: PERSON("$1"), values: [phone] },
  });
  if (!user || user.deleted) throw new AppError(404, "PHONE_NOT_REGISTERED");
  return { id: user.id, theme: user.theme };
}
