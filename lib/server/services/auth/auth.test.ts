// Login services end to end against the real per-file SQLite database and the dev outbox.

import { db } from "@/lib/server/db";
import { hashCode } from "../otp/generate-code";
import { issueCode } from "../otp/issue-code";
import { IP_CODE_RULES } from "./rate-limits";
import { requestLoginCode } from "./request-login-code";
import { resendStaffCode } from "./resend-staff-code";
import { signInParticipant } from "./sign-in-participant";
import { signInStaff } from "./sign-in-staff";
import { createStaffChallenge, readStaffChallenge } from "./staff-challenge";
import { startStaffLogin } from "./start-staff-login";
import { defined } from "@/tests/unit/defined";
import { expectAppError } from "@/tests/unit/expect-app-error";
import { makeParticipant, makeStaff } from "@/tests/unit/factories";

const STAFF_CODE = /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/;

async function outbox(recipient: string) {
  return db.devOutboxMessage.findMany({ where: { recipient }, orderBy: { createdAt: "asc" } });
}

/** The code of the first message sent to a recipient. */
async function firstCode(recipient: string): Promise<string> {
  const [message] = await outbox(recipient);
  const code = message?.code;
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

async function counts() {
  return {
    codes: await db.oneTimeCode.count(),
    outbox: await db.devOutboxMessage.count(),
    hits: await db.rateLimitHit.count(),
  };
}

beforeEach(() => {
  jest.spyOn(console, "info").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

describe("requestLoginCode + signInParticipant", () => {
  test('normalises "(81) 99999-0001" with +55, sends the code to the dev outbox, and that code signs in once', async () => {
    const user = await makeParticipant({ phone: "+5581999990001" });
    const res = await requestLoginCode({
      countryCode: "+55",
      phone: "(81) 99999-0001",
      ip: "10.0.0.1",
      locale: "pt",
    });
    expect(Object.keys(res).sort()).toEqual(["expiresAt", "phone", "phoneDisplay"]);
    expect(res.phone).toBe("+5581999990001");
    // Formatted on the server: the code screen shows it without libphonenumber in the browser.
    expect(res.phoneDisplay).toBe("+55 81 99999 0001");
    const expiresIn = new Date(res.expiresAt).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(170_000);
    expect(expiresIn).toBeLessThanOrEqual(180_000);

    const sent = await outbox("+5581999990001");
    expect(sent).toHaveLength(1);
    const message = defined(sent[0], "the message");
    expect(message.channel).toBe("whatsapp");
    expect(message.code).toMatch(/^\d{5}$/);
    expect(message.body).toBe(`Together 2026 LOGIN: ${message.code}`);
    const code = await firstCode("+5581999990001");

    const stored = await db.oneTimeCode.findFirstOrThrow({ where: { target: "+5581999990001" } });
    expect(stored.purpose).toBe("LOGIN");
    expect(stored.codeHash).toBe(hashCode(code, "+5581999990001", "LOGIN"));
    expect(stored.expiresAt.toISOString()).toBe(res.expiresAt);

    await expect(signInParticipant({ phone: "+5581999990001", code })).resolves.toEqual({
      id: user.id,
      theme: user.theme,
    });
    await expectAppError(signInParticipant({ phone: "+5581999990001", code }), 400, "CODE_EXPIRED");
  });

  test.each([
    ["+55", "abc"],
    ["+55", "123"],
    ["+55", "8133334444"], // Recife fixed line: cannot receive WhatsApp codes
    ["+55", "(81) 3333-4444"],
    ["+55", "0800 123 4567"], // toll free
    ["+1", "99999"],
  ])("rejects %s %j with PHONE_INVALID and writes nothing", async (countryCode, phone) => {
    const before = await counts();
    await expectAppError(
      requestLoginCode({ countryCode, phone, ip: "10.0.0.2", locale: "pt" }),
      400,
      "PHONE_INVALID",
    );
    expect(await counts()).toEqual(before);
  });

  test("the answer has the same shape for registered and unregistered phones", async () => {
    await makeParticipant({ phone: "+5581999990011" });
    const registered = await requestLoginCode({
      countryCode: "+55",
      phone: "81 99999-0011",
      ip: "10.0.0.3",
      locale: "pt",
    });
    const unregistered = await requestLoginCode({
      countryCode: "+55",
      phone: "81 99999-0012",
      ip: "10.0.0.3",
      locale: "pt",
    });
    const shape = (o: Record<string, unknown>) =>
      Object.entries(o)
        .map(([k, v]) => [k, typeof v])
        .sort();
    expect(shape(registered)).toEqual(shape(unregistered));
    expect(shape(registered)).toEqual([
      ["expiresAt", "string"],
      ["phone", "string"],
      ["phoneDisplay", "string"],
    ]);
    expect(unregistered.phone).toBe("+5581999990012");
    // The unregistered phone gets a code too: nothing tells the two apart.
    expect(await outbox("+5581999990011")).toHaveLength(1);
    expect(await outbox("+5581999990012")).toHaveLength(1);
  });

  test("an unregistered phone with a correct code → PHONE_NOT_REGISTERED (404)", async () => {
    await requestLoginCode({ countryCode: "+55", phone: "81999990021", ip: "10.0.0.4", locale: "en" });
    const code = await firstCode("+5581999990021");
    await expectAppError(signInParticipant({ phone: "+5581999990021", code }), 404, "PHONE_NOT_REGISTERED");
  });

  test("a wrong code for a registered phone is CODE_INVALID, not a sign-in", async () => {
    await makeParticipant({ phone: "+5581999990031" });
    await requestLoginCode({ countryCode: "+55", phone: "81999990031", ip: "10.0.0.5", locale: "pt" });
    const code = await firstCode("+5581999990031");
    const wrong = code === "12345" ? "54321" : "12345";
    const err = await expectAppError(
      signInParticipant({ phone: "+5581999990031", code: wrong }),
      400,
      "CODE_INVALID",
    );
    expect(err.params).toEqual({ remaining: 4 });
  });

  test("a soft-deleted participant cannot sign in", async () => {
    const user = await makeParticipant({ phone: "+5581999990041" });
    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    await requestLoginCode({ countryCode: "+55", phone: "81999990041", ip: "10.0.0.6", locale: "pt" });
    const code = await firstCode("+5581999990041");
    await expectAppError(signInParticipant({ phone: "+5581999990041", code }), 404, "PHONE_NOT_REGISTERED");
  });

  test("a second request for the same phone within 30 s → 429 and no second code", async () => {
    await requestLoginCode({ countryCode: "+55", phone: "81999990051", ip: "10.0.0.7", locale: "pt" });
    // Typed differently, same number: the limit is on the normalised phone.
    const err = await expectAppError(
      requestLoginCode({ countryCode: "+55", phone: "+55 (81) 99999-0051", ip: "10.0.0.8", locale: "pt" }),
      429,
      "RATE_LIMITED",
    );
    expect(err.extra.retryAfter).toBeGreaterThanOrEqual(29);
    expect(err.extra.retryAfter).toBeLessThanOrEqual(30);
    expect(await outbox("+5581999990051")).toHaveLength(1);
    expect(await db.oneTimeCode.count({ where: { target: "+5581999990051" } })).toBe(1);
  });

  test("an address over its limit → 429, no code stored or sent, and the phone's hit still counts", async () => {
    const ip = "10.0.0.99";
    await db.rateLimitHit.createMany({
      data: Array.from({ length: IP_CODE_RULES[0]!.max }, (_, i) => ({
        key: `otp:ip:${ip}`,
        createdAt: new Date(Date.now() - 1000 + i),
        seq: i + 1,
      })),
    });
    const e164 = "+5581999990061";
    await expect(
      requestLoginCode({ countryCode: "+55", phone: "81999990061", ip, locale: "pt" }),
    ).rejects.toMatchObject({ status: 429 });
    expect(await db.oneTimeCode.count({ where: { target: e164 } })).toBe(0);
    expect(await db.devOutboxMessage.count({ where: { recipient: e164 } })).toBe(0);
    expect(await db.rateLimitHit.count({ where: { key: `otp:phone:LOGIN:${e164}` } })).toBe(1);
    // The next one from a free address: the phone's 30 s are running.
    await expect(
      requestLoginCode({ countryCode: "+55", phone: "81999990061", ip: "10.0.0.98", locale: "pt" }),
    ).rejects.toMatchObject({ status: 429 });
  });

  test("other countries: Spain and Argentina mobiles are normalised", async () => {
    expect(
      (await requestLoginCode({ countryCode: "+34", phone: "612 34 56 78", ip: "10.0.0.9", locale: "es" }))
        .phone,
    ).toBe("+34612345678");
    expect(
      (await requestLoginCode({ countryCode: "+54", phone: "9 11 2345-6789", ip: "10.0.0.9", locale: "es" }))
        .phone,
    ).toBe("+5491123456789");
  });
});

describe("signInParticipant with its session (made with the code's consumption, one commit)", () => {
  const sessions = (userId: string) =>
    db.authSession.findMany({ where: { userId }, select: { id: true }, orderBy: { id: "asc" } });
  const NOW = new Date("2026-10-25T15:00:00.000Z");

  test("a right code: the person and their new session (expired ones swept)", async () => {
    const user = await makeParticipant({ phone: "+5581999990061" });
    const day = 86_400_000;
    await db.authSession.createMany({
      data: [
        { id: "old-session-061", userId: user.id, expiresAt: new Date(NOW.getTime() - day) },
        { id: "live-session-061", userId: user.id, expiresAt: new Date(NOW.getTime() + day) },
      ],
    });
    const { code } = await issueCode({ target: "+5581999990061", purpose: "LOGIN", now: NOW });
    const signedIn = await signInParticipant({ phone: "+5581999990061", code, session: true, now: NOW });
    expect({ id: signedIn.id, theme: signedIn.theme }).toEqual({ id: user.id, theme: user.theme });
    // Made with the sign-in (PostgreSQL: in the code's statement; SQLite: in its transaction).
    const { sid, expiresAt } = defined(signedIn.session, "the session");
    expect(expiresAt.getTime() - NOW.getTime()).toBe(30 * day);
    const row = await db.authSession.findUniqueOrThrow({ where: { id: sid } });
    expect(row).toMatchObject({ userId: user.id, staffId: null, expiresAt });
    expect(await sessions(user.id)).toEqual(
      [{ id: "live-session-061" }, { id: sid }].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
    // Single use: the second try is CODE_EXPIRED and makes no session.
    const before = await sessions(user.id);
    await expectAppError(
      signInParticipant({ phone: "+5581999990061", code, session: true, now: NOW }),
      400,
      "CODE_EXPIRED",
    );
    expect(await sessions(user.id)).toEqual(before);
  });

  test("two submissions of the right code at once: one signs in with one session, the other is CODE_EXPIRED", async () => {
    const user = await makeParticipant({ phone: "+5581999990081" });
    const { code } = await issueCode({ target: "+5581999990081", purpose: "LOGIN", now: NOW });
    const results = await Promise.allSettled(
      [1, 2].map(() => signInParticipant({ phone: "+5581999990081", code, session: true, now: NOW })),
    );
    const signedIn = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(signedIn).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: "CODE_EXPIRED" });
    const { sid } = defined(
      (signedIn[0] as PromiseFulfilledResult<{ session?: { sid: string } }>).value.session,
      "the session",
    );
    expect(await sessions(user.id)).toEqual([{ id: sid }]);
  });

  test("every refusal is verifyCode's answer, and no session is made", async () => {
    const user = await makeParticipant({ phone: "+5581999990071" });
    const { code } = await issueCode({ target: "+5581999990071", purpose: "LOGIN", now: NOW });
    const wrong = code === "12345" ? "54321" : "12345";
    const tryIt = (c: string, phone = "+5581999990071") =>
      signInParticipant({ phone, code: c, session: true, now: NOW });
    const err = await expectAppError(tryIt(wrong), 400, "CODE_INVALID");
    expect(err.params).toEqual({ remaining: 4 });
    for (const remaining of [3, 2, 1])
      expect((await expectAppError(tryIt(wrong), 400, "CODE_INVALID")).params).toEqual({ remaining });
    await expectAppError(tryIt(wrong), 429, "CODE_LOCKED");
    await expectAppError(tryIt(code), 429, "CODE_LOCKED"); // the right code, too late
    expect(await sessions(user.id)).toEqual([]);

    // An expired code.
    const late = await issueCode({ target: "+5581999990071", purpose: "LOGIN", now: NOW });
    await expectAppError(
      signInParticipant({
        phone: "+5581999990071",
        code: late.code,
        session: true,
        now: new Date(NOW.getTime() + 3_600_000),
      }),
      400,
      "CODE_EXPIRED",
    );
    expect(await sessions(user.id)).toEqual([]);

    // No account, or a deleted one: the code is used up, no session.
    const nobody = await issueCode({ target: "+5581999990072", purpose: "LOGIN", now: NOW });
    await expectAppError(tryIt(nobody.code, "+5581999990072"), 404, "PHONE_NOT_REGISTERED");
    await expectAppError(tryIt(nobody.code, "+5581999990072"), 400, "CODE_EXPIRED");
    await db.user.update({ where: { id: user.id }, data: { deletedAt: new Date() } });
    const deleted = await issueCode({ target: "+5581999990071", purpose: "LOGIN", now: NOW });
    await expectAppError(tryIt(deleted.code), 404, "PHONE_NOT_REGISTERED");
    expect(await sessions(user.id)).toEqual([]);
    expect(await db.authSession.count({ where: { userId: null, staffId: null } })).toBe(0);
  });
});

describe("staff login", () => {
  test("wrong password → STAFF_CREDENTIALS_INVALID (401), no code issued or sent", async () => {
    const staff = await makeStaff({ username: "ana", password: "correct horse", phone: "+5581988880001" });
    await expectAppError(
      startStaffLogin({ username: "ana", password: "wrong horse", ip: "10.1.0.1", locale: "pt" }),
      401,
      "STAFF_CREDENTIALS_INVALID",
    );
    expect(await db.oneTimeCode.count({ where: { target: staff.id } })).toBe(0);
    expect(await outbox("+5581988880001")).toHaveLength(0);
  });

  test("an unknown username → the very same error", async () => {
    await makeStaff({ username: "bruno", password: "s3cret-pass", phone: "+5581988880002" });
    const unknown = await expectAppError(
      startStaffLogin({ username: "nobody", password: "s3cret-pass", ip: "10.1.0.2", locale: "pt" }),
      401,
      "STAFF_CREDENTIALS_INVALID",
    );
    const wrongPw = await expectAppError(
      startStaffLogin({ username: "bruno", password: "nope", ip: "10.1.0.2", locale: "pt" }),
      401,
      "STAFF_CREDENTIALS_INVALID",
    );
    expect([unknown.params, unknown.extra]).toEqual([{}, {}]);
    expect([wrongPw.params, wrongPw.extra]).toEqual([unknown.params, unknown.extra]);
  });

  test("the right password → a challenge and a code in the outbox for the staff phone; the code (lowercase too) signs in once", async () => {
    const staff = await makeStaff({ username: "carla", password: "pass-carla-1", phone: "+5581988880003" });
    const before = Date.now();
    // Username is trimmed and case-insensitive.
    const res = await startStaffLogin({
      username: "  Carla ",
      password: "pass-carla-1",
      ip: "10.1.0.3",
      locale: "pt",
    });
    expect(Object.keys(res).sort()).toEqual(["challenge", "expiresAt", "phoneEnd"]);
    expect(res.phoneEnd).toBe("0003");
    // An opaque random value: the server keeps only its hash, and who it belongs to.
    expect(res.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.challenge).not.toContain(staff.id);
    expect(await readStaffChallenge(res.challenge)).toBe(staff.id);
    const challengeExp = (
      await db.staffChallenge.findFirstOrThrow({ where: { staffId: staff.id } })
    ).expiresAt.getTime();
    expect(challengeExp - before).toBeGreaterThanOrEqual(15 * 60 * 1000);
    expect(challengeExp - before).toBeLessThan(15 * 60 * 1000 + 5_000);

    const sent = await outbox("+5581988880003");
    expect(sent).toHaveLength(1);
    const message = defined(sent[0], "the message");
    expect(message.code).toMatch(STAFF_CODE);
    expect(message.body).toBe(`Together 2026 STAFF_2FA: ${message.code}`);
    const code = await firstCode("+5581988880003");
    const stored = await db.oneTimeCode.findFirstOrThrow({ where: { target: staff.id } });
    expect(stored.purpose).toBe("STAFF_2FA");
    expect(stored.expiresAt.toISOString()).toBe(res.expiresAt);

    await expect(signInStaff({ challenge: res.challenge, code: code.toLowerCase() })).resolves.toEqual({
      id: staff.id,
    });
    // The challenge is spent by the sign-in: a replay is refused before the code is even looked at.
    await expectAppError(signInStaff({ challenge: res.challenge, code }), 401, "STAFF_CHALLENGE_INVALID");
  });

  test("a tampered or expired challenge → STAFF_CHALLENGE_INVALID (401), and the code survives it", async () => {
    const staff = await makeStaff({ username: "diego", password: "pass-diego-1", phone: "+5581988880004" });
    const other = await makeStaff({ username: "elisa", password: "pass-elisa-1", phone: "+5581988880005" });
    const res = await startStaffLogin({
      username: "diego",
      password: "pass-diego-1",
      ip: "10.1.0.4",
      locale: "pt",
    });
    const code = await firstCode("+5581988880004");
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);

    const tampered = [
      flip(res.challenge), // one character changed
      `${res.challenge}x`, // longer
      res.challenge.slice(0, -1), // shorter
      "garbage-challenge-value",
      `${staff.id}.${Date.now() + 600_000}.${"A".repeat(43)}`, // the old stateless format
      await createStaffChallenge(other.id, new Date(Date.now() - 16 * 60 * 1000)), // genuine but expired
    ];
    for (const challenge of tampered) {
      await expectAppError(signInStaff({ challenge, code }), 401, "STAFF_CHALLENGE_INVALID", challenge);
    }
    await expectAppError(
      resendStaffCode({ challenge: defined(tampered[0]), locale: "pt" }),
      401,
      "STAFF_CHALLENGE_INVALID",
    );

    // None of that touched the code: it still signs in with the genuine challenge.
    expect((await db.oneTimeCode.findFirstOrThrow({ where: { target: staff.id } })).attempts).toBe(0);
    await expect(signInStaff({ challenge: res.challenge, code })).resolves.toEqual({ id: staff.id });
  });

  test("readStaffChallenge: valid until 15 minutes, invalid after", async () => {
    const staff = await makeStaff({ username: "xavier", password: "pass-xavier-1", phone: "+5581988880019" });
    const t = Date.now();
    const c = await createStaffChallenge(staff.id, new Date(t));
    expect(c).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await readStaffChallenge(c, new Date(t + 15 * 60 * 1000 - 1))).toBe(staff.id);
    await expect(readStaffChallenge(c, new Date(t + 15 * 60 * 1000))).rejects.toThrow(
      "STAFF_CHALLENGE_INVALID",
    );
  });

  test("a staff code does not open another staff member's challenge", async () => {
    await makeStaff({ username: "fabio", password: "pass-fabio-1", phone: "+5581988880006" });
    await makeStaff({ username: "gabi", password: "pass-gabi-1", phone: "+5581988880007" });
    await startStaffLogin({ username: "fabio", password: "pass-fabio-1", ip: "10.1.0.5", locale: "pt" });
    const gabi = await startStaffLogin({
      username: "gabi",
      password: "pass-gabi-1",
      ip: "10.1.0.5",
      locale: "pt",
    });
    const fabioCode = await firstCode("+5581988880006");
    const gabiCode = await firstCode("+5581988880007");
    if (fabioCode !== gabiCode) {
      await expectAppError(signInStaff({ challenge: gabi.challenge, code: fabioCode }), 400, "CODE_INVALID");
    }
  });

  test("resendStaffCode issues a new code and kills the old one", async () => {
    const staff = await makeStaff({ username: "helena", password: "pass-helena-1", phone: "+5581988880008" });
    const res = await startStaffLogin({
      username: "helena",
      password: "pass-helena-1",
      ip: "10.1.0.6",
      locale: "pt",
    });
    const again = await resendStaffCode({ challenge: res.challenge, locale: "pt" });
    expect(Object.keys(again)).toEqual(["expiresAt"]);

    const sent = await outbox("+5581988880008");
    expect(sent).toHaveLength(2);
    const oldCode = defined(sent[0]?.code, "the first code");
    const newCode = defined(sent[1]?.code, "the second code");
    expect(newCode).toMatch(STAFF_CODE);
    expect(
      await db.oneTimeCode.count({
        where: { target: staff.id, expiresAt: { gt: new Date() }, consumedAt: null },
      }),
    ).toBe(1);

    // A second resend within 30 s is rate limited.
    await expectAppError(resendStaffCode({ challenge: res.challenge, locale: "pt" }), 429, "RATE_LIMITED");

    if (oldCode !== newCode) {
      await expectAppError(signInStaff({ challenge: res.challenge, code: oldCode }), 400, "CODE_INVALID");
    }
    await expect(signInStaff({ challenge: res.challenge, code: newCode })).resolves.toEqual({ id: staff.id });
  });

  test("resendStaffCode for a deleted staff member → 401 (the challenge went with the account)", async () => {
    const staff = await makeStaff({ username: "igor", password: "pass-igor-1", phone: "+5581988880009" });
    const challenge = await createStaffChallenge(staff.id);
    await db.staffUser.delete({ where: { id: staff.id } });
    await expectAppError(resendStaffCode({ challenge, locale: "pt" }), 401, "STAFF_CHALLENGE_INVALID");
  });

  test("password guessing on one username is capped at 10 per 15 minutes", async () => {
    await makeStaff({ username: "joana", password: "pass-joana-1", phone: "+5581988880010" });
    for (let i = 0; i < 11; i++) {
      const guess = startStaffLogin({
        username: "joana",
        password: `guess-${i}`,
        ip: `10.2.0.${i}`,
        locale: "pt",
      });
      if (i < 10) await expectAppError(guess, 401, "STAFF_CREDENTIALS_INVALID", `guess ${i}`);
      else await expectAppError(guess, 429, "RATE_LIMITED", `guess ${i}`);
    }
    // Even the right password is refused now.
    await expectAppError(
      startStaffLogin({ username: "joana", password: "pass-joana-1", ip: "10.2.0.99", locale: "pt" }),
      429,
      "RATE_LIMITED",
    );
  });
});
