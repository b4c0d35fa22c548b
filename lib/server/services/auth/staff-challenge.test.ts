// The staff challenge is single-use: a successful sign-in spends it, and resend never reopens it.
import bcrypt from "bcryptjs";
import { db } from "@/lib/server/db";
import { resendStaffCode } from "./resend-staff-code";
import { signInStaff } from "./sign-in-staff";
import { startStaffLogin } from "./start-staff-login";

async function staff(username: string, phone: string) {
  return db.staffUser.create({
    data: { username, name: username, phone, passwordHash: await bcrypt.hash("pass-long-enough-1", 4) },
  });
}
const latestCode = async (recipient: string) =>
  (await db.devOutboxMessage.findFirstOrThrow({ where: { recipient }, orderBy: { createdAt: "desc" } }))
    .code!;
const login = (username: string, ip: string) =>
  startStaffLogin({ username, password: "pass-long-enough-1", ip, locale: "pt" });

test("after a sign-in, resend is refused and no new code can sign in with that challenge", async () => {
  const s = await staff("lia", "+5581988873001");
  const { challenge } = await login("lia", "10.7.0.1");
  await expect(signInStaff({ challenge, code: await latestCode("+5581988873001") })).resolves.toEqual({
    id: s.id,
  });
  const sentBefore = await db.devOutboxMessage.count({ where: { recipient: "+5581988873001" } });

  await expect(resendStaffCode({ challenge, locale: "pt" })).rejects.toMatchObject({
    status: 401,
    code: "STAFF_CHALLENGE_INVALID",
  });
  // Nothing was sent, so there is no fresh code to try; and a new login's code does not revive it.
  expect(await db.devOutboxMessage.count({ where: { recipient: "+5581988873001" } })).toBe(sentBefore);
  await login("lia", "10.7.0.2");
  await expect(signInStaff({ challenge, code: await latestCode("+5581988873001") })).rejects.toMatchObject({
    status: 401,
    code: "STAFF_CHALLENGE_INVALID",
  });
});

test("a new password login replaces the pending challenge", async () => {
  await staff("caio", "+5581988873002");
  const first = await login("caio", "10.7.0.3");
  const second = await login("caio", "10.7.0.4");
  await expect(resendStaffCode({ challenge: first.challenge, locale: "pt" })).rejects.toMatchObject({
    code: "STAFF_CHALLENGE_INVALID",
  });
  await expect(
    signInStaff({ challenge: second.challenge, code: await latestCode("+5581988873002") }),
  ).resolves.toBeDefined();
});

test("two sign-ins racing with one challenge and its code: exactly one wins", async () => {
  await staff("rui", "+5581988873003");
  const { challenge } = await login("rui", "10.7.0.5");
  const code = await latestCode("+5581988873003");
  const results = await Promise.allSettled([
    signInStaff({ challenge, code }),
    signInStaff({ challenge, code }),
    signInStaff({ challenge, code }),
  ]);
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
});

test("only a hash of the challenge is stored", async () => {
  const s = await staff("bia", "+5581988873004");
  const { challenge } = await login("bia", "10.7.0.6");
  const rows = await db.staffChallenge.findMany({ where: { staffId: s.id } });
  expect(rows).toHaveLength(1);
  expect(rows[0]!.id).not.toBe(challenge);
});
