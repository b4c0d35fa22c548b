/**
 * Staff accounts for a real deployment: created and disabled by command (`npm run staff:create`,
 * `npm run staff:disable`), never by the seed. Plain functions on a Prisma client, shared by the
 * command (prisma/tools/staff.ts) and its tests.
 */
import bcrypt from "bcryptjs";
import { normalisePhone } from "../../lib/phone";
import type { PrismaClient } from "../../lib/server/generated/prisma/client";

export const MIN_PASSWORD_LENGTH = 12;

/**
 * Passwords that a guesser tries first: the published sample one, the event's name, and the
 * commonest ones of breach lists that are 12 characters or longer. Compared case-insensitively.
 */
const COMMON_PASSWORDS = new Set([
  "together2026",
  "together2026!",
  "together 2026",
  "together@2026",
  "123456789012",
  "1234567890123",
  "12345678910",
  "123456789101",
  "111111111111",
  "000000000000",
  "qwertyuiopas",
  "qwerty123456",
  "qwertyuiop123",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "password1234",
  "password123!",
  "passwordpassword",
  "iloveyou1234",
  "abcdefghijkl",
  "abc123456789",
  "senha1234567",
  "senhasenha12",
  "mudar123456!",
  "administrator",
  "admin1234567",
  "adminadmin12",
  "letmein12345",
  "welcome12345",
  "trustno1trustno1",
  "checkin2026!",
  "staff2026staff",
  "jesuscristo123",
  "deusefiel123",
]);

export class StaffAccountError extends Error {}

export function passwordProblem(password: string, username = ""): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `the password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "that password is on the list of common passwords";
  if (username && lower.includes(username.toLowerCase())) return "the password must not contain the username";
  if (new Set(lower).size < 4) return "the password repeats too few characters";
  return null;
}

export interface NewStaff {
  username: string;
  name: string;
  /** The phone that receives the second-factor code (E.164, or a Brazilian number). */
  phone: string;
  password: string;
}

export async function createStaffAccount(db: PrismaClient, input: NewStaff) {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z0-9._-]{3,40}$/.test(username))
    throw new StaffAccountError("the username must be 3–40 characters: a-z, 0-9, dot, dash, underscore");
  const name = input.name.trim();
  if (name.length < 2 || name.length > 80) throw new StaffAccountError("the name must be 2–80 characters");
  const phone = normalisePhone("+55", input.phone);
  if (!phone) throw new StaffAccountError("the phone must be a mobile number, e.g. +5581988887777");
  const problem = passwordProblem(input.password, username);
  if (problem) throw new StaffAccountError(problem);
  if (await db.staffUser.findUnique({ where: { username }, select: { id: true } }))
    throw new StaffAccountError(`the username "${username}" is taken`);
  const passwordHash = await bcrypt.hash(input.password, 12);
  return db.staffUser.create({
    data: { username, name, phone, passwordHash },
    select: { id: true, username: true, name: true, phone: true },
  });
}

/** Ends access at once: the account cannot sign in and its open sessions and logins are deleted. */
export async function disableStaffAccount(db: PrismaClient, rawUsername: string) {
  const username = rawUsername.trim().toLowerCase();
  const staff = await db.staffUser.findUnique({ where: { username }, select: { id: true } });
  if (!staff) throw new StaffAccountError(`no staff account "${username}"`);
  const [, sessions] = await db.$transaction([
    db.staffUser.update({ where: { id: staff.id }, data: { disabledAt: new Date() } }),
    db.authSession.deleteMany({ where: { staffId: staff.id } }),
    db.staffChallenge.deleteMany({ where: { staffId: staff.id } }),
  ]);
  return { username, sessionsEnded: sessions.count };
}
