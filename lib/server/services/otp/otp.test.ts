// One-time codes against the real per-file SQLite database (tests/unit/setup-db.js).

// A default import is the module object itself (an import-star would be a copy), so a spy on it
// is seen by generate-code.ts.
import nodeCrypto from "node:crypto";
import { db } from "@/lib/server/db";
import type { AppError } from "@/lib/server/errors";
import { generateNumericCode, generateStaffCode, hashCode, hashesEqual } from "./generate-code";
import { issueCode } from "./issue-code";
import { verifyCode } from "./verify-code";
import { defined } from "@/tests/unit/defined";
import { expectAppError } from "@/tests/unit/expect-app-error";

const STAFF_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

let n = 0;
/** A fresh E.164-looking target per test, so tests never share codes. */
const target = () => `+55819999${String(++n).padStart(5, "0")}`;

/** A 5-digit code guaranteed to differ from `code`. */
const wrongFor = (code: string) => (code === "12345" ? "54321" : "12345");

afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

describe("generateNumericCode", () => {
  test("re-draws when the CSPRNG yields 0, so 00000 is never returned", () => {
    const spy = jest
      .spyOn(nodeCrypto, "randomInt")
      .mockImplementationOnce((() => 0) as never)
      .mockImplementationOnce((() => 0) as never)
      .mockImplementationOnce((() => 4217) as never);
    expect(generateNumericCode()).toBe("04217");
    expect(spy).toHaveBeenCalledTimes(3);
    expect(spy).toHaveBeenNthCalledWith(1, 0, 100_000);
  });

  test("pads small values to 5 digits and accepts the largest value", () => {
    jest.spyOn(nodeCrypto, "randomInt").mockImplementationOnce((() => 7) as never);
    expect(generateNumericCode()).toBe("00007");
    jest.spyOn(nodeCrypto, "randomInt").mockImplementationOnce((() => 99_999) as never);
    expect(generateNumericCode()).toBe("99999");
  });

  test("20 000 real codes: all exactly 5 digits, never 00000, leading zeros do occur", () => {
    const codes = Array.from({ length: 20_000 }, generateNumericCode);
    expect(codes.filter((c) => !/^\d{5}$/.test(c))).toEqual([]);
    expect(codes.filter((c) => c === "00000")).toEqual([]);
    // ~10 % of uniform codes start with 0: their absence would mean the padding is broken.
    expect(codes.filter((c) => c.startsWith("0")).length).toBeGreaterThan(1_500);
    // Uniform over 99 999 values: 20 000 draws give ~18 000 distinct codes.
    expect(new Set(codes).size).toBeGreaterThan(17_000);
  });
});

describe("generateStaffCode", () => {
  test("5 characters from the look-alike-free alphabet, every letter of it reachable", () => {
    const codes = Array.from({ length: 3_000 }, generateStaffCode);
    expect(codes.filter((c) => !/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/.test(c))).toEqual([]);
    expect(codes.join("")).not.toMatch(/[01OIL]/);
    expect([...new Set(codes.join(""))].sort().join("")).toBe([...STAFF_ALPHABET].sort().join(""));
  });
});

describe("hashCode", () => {
  test("is a 64-hex HMAC, not the code, bound to target and purpose, case-insensitive", () => {
    const h = hashCode("12345", "+5581999990001", "LOGIN");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain("12345");
    expect(hashCode("12345", "+5581999990001", "LOGIN")).toBe(h);
    expect(hashCode("12345", "+5581999990002", "LOGIN")).not.toBe(h);
    expect(hashCode("12345", "+5581999990001", "REGISTER")).not.toBe(h);
    expect(hashCode("12346", "+5581999990001", "LOGIN")).not.toBe(h);
    expect(hashCode("abcde", "s1", "STAFF_2FA")).toBe(hashCode("ABCDE", "s1", "STAFF_2FA"));
    const expected = nodeCrypto
      .createHmac("sha256", process.env.AUTH_SECRET!)
      .update("LOGIN:+5581999990001:12345")
      .digest("hex");
    expect(h).toBe(expected);
  });

  test("keys the HMAC with one key object, made once, not the secret's string per call", () => {
    const hmac = jest.spyOn(nodeCrypto, "createHmac");
    const h = hashCode("12345", "+5581999990001", "LOGIN");
    hashCode("54321", "+5581999990002", "LOGIN");
    expect(hmac).toHaveBeenCalledTimes(2);
    const [first, second] = hmac.mock.calls.map((c) => c[1]);
    expect(first).toBeInstanceOf(nodeCrypto.KeyObject);
    expect(second).toBe(first);
    expect((first as nodeCrypto.KeyObject).export().toString("utf8")).toBe(process.env.AUTH_SECRET);
    expect(h).toBe(
      nodeCrypto
        .createHmac("sha256", process.env.AUTH_SECRET!)
        .update("LOGIN:+5581999990001:12345")
        .digest("hex"),
    );
  });

  test("hashesEqual compares exactly", () => {
    const h = hashCode("12345", "t", "LOGIN");
    expect(hashesEqual(h, h)).toBe(true);
    expect(hashesEqual(h, hashCode("12346", "t", "LOGIN"))).toBe(false);
    expect(hashesEqual(h, h.slice(0, 62))).toBe(false);
  });
});

describe("issueCode", () => {
  test("stores only the hash, with expiresAt = now + 180 s", async () => {
    const phone = target();
    const now = new Date("2026-10-01T12:00:00.000Z");
    const issued = await issueCode({ target: phone, purpose: "LOGIN", now });
    expect(issued.code).toMatch(/^\d{5}$/);
    expect(issued.expiresAt.toISOString()).toBe("2026-10-01T12:03:00.000Z");

    const rows = await db.oneTimeCode.findMany({ where: { target: phone } });
    expect(rows).toHaveLength(1);
    const row = defined(rows[0], "the stored code");
    expect(row).toMatchObject({
      purpose: "LOGIN",
      target: phone,
      codeHash: hashCode(issued.code, phone, "LOGIN"),
      attempts: 0,
      consumedAt: null,
    });
    expect(row.expiresAt.toISOString()).toBe("2026-10-01T12:03:00.000Z");
    expect(row.createdAt.toISOString()).toBe("2026-10-01T12:00:00.000Z");

    // No column of any stored row holds the plain code.
    const raw = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM "OneTimeCode"`);
    expect(raw.length).toBeGreaterThan(0);
    const columnsEqualToCode = raw.flatMap((r) =>
      Object.entries(r)
        .filter(([, v]) => String(v) === issued.code)
        .map(([k]) => k),
    );
    expect(columnsEqualToCode).toEqual([]);
  });

  test("staff codes are 5 letters/digits of the staff alphabet", async () => {
    const issued = await issueCode({ target: "staff-issue-1", purpose: "STAFF_2FA" });
    expect(issued.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{5}$/);
  });

  test("issuing a new code kills the old one", async () => {
    const phone = target();
    const first = await issueCode({ target: phone, purpose: "LOGIN" });
    let second = await issueCode({ target: phone, purpose: "LOGIN" });
    while (second.code === first.code) second = await issueCode({ target: phone, purpose: "LOGIN" });

    const now = new Date();
    const live = await db.oneTimeCode.count({
      where: { target: phone, purpose: "LOGIN", consumedAt: null, expiresAt: { gt: now } },
    });
    expect(live).toBe(1);

    const err = await expectAppError(
      verifyCode({ target: phone, purpose: "LOGIN", code: first.code }),
      400,
      "CODE_INVALID",
    );
    expect(err.params).toEqual({ remaining: 4 });
    await expect(verifyCode({ target: phone, purpose: "LOGIN", code: second.code })).resolves.toBeUndefined();
  });

  test("a new code for one purpose leaves the other purpose's code alive", async () => {
    const phone = target();
    const login = await issueCode({ target: phone, purpose: "LOGIN" });
    await issueCode({ target: phone, purpose: "REGISTER" });
    await expect(verifyCode({ target: phone, purpose: "LOGIN", code: login.code })).resolves.toBeUndefined();
  });
});

describe("verifyCode", () => {
  test("the right code passes once; a replay is CODE_EXPIRED", async () => {
    const phone = target();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN" });
    await expect(verifyCode({ target: phone, purpose: "LOGIN", code })).resolves.toBeUndefined();
    const row = await db.oneTimeCode.findFirstOrThrow({ where: { target: phone } });
    expect(row.consumedAt).toBeInstanceOf(Date);

    await expectAppError(verifyCode({ target: phone, purpose: "LOGIN", code }), 400, "CODE_EXPIRED");
  });

  test("valid until expiresAt, CODE_EXPIRED from then on", async () => {
    const phone = target();
    const now = new Date();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN", now });

    await expectAppError(
      verifyCode({ target: phone, purpose: "LOGIN", code, now: new Date(now.getTime() + 180_000) }),
      400,
      "CODE_EXPIRED",
    );
    await expectAppError(
      verifyCode({ target: phone, purpose: "LOGIN", code, now: new Date(now.getTime() + 3_600_000) }),
      400,
      "CODE_EXPIRED",
    );

    // The failed checks did not burn it: one millisecond before expiry it still works.
    await expect(
      verifyCode({ target: phone, purpose: "LOGIN", code, now: new Date(now.getTime() + 179_999) }),
    ).resolves.toBeUndefined();
  });

  test("no code at all → CODE_EXPIRED", async () => {
    await expectAppError(
      verifyCode({ target: target(), purpose: "LOGIN", code: "12345" }),
      400,
      "CODE_EXPIRED",
    );
  });

  test("a wrong code increments attempts and reports what is left", async () => {
    const phone = target();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN" });
    const err = await expectAppError(
      verifyCode({ target: phone, purpose: "LOGIN", code: wrongFor(code) }),
      400,
      "CODE_INVALID",
    );
    expect(err.params).toEqual({ remaining: 4 });
    expect(err.extra).toEqual({ remaining: 4 });
    expect((await db.oneTimeCode.findFirstOrThrow({ where: { target: phone } })).attempts).toBe(1);

    const again = await expectAppError(
      verifyCode({ target: phone, purpose: "LOGIN", code: wrongFor(code) }),
      400,
      "CODE_INVALID",
    );
    expect(again.params).toEqual({ remaining: 3 });
    // Still usable after two misses.
    await expect(verifyCode({ target: phone, purpose: "LOGIN", code })).resolves.toBeUndefined();
  });

  test("5 wrong tries lock the code, even against the right code afterwards", async () => {
    const phone = target();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN" });
    const wrong = wrongFor(code);
    const expected = [
      [400, "CODE_INVALID", 4],
      [400, "CODE_INVALID", 3],
      [400, "CODE_INVALID", 2],
      [400, "CODE_INVALID", 1],
      [429, "CODE_LOCKED", undefined],
    ] as const;
    for (const [i, [status, errorCode, remaining]] of expected.entries()) {
      const e = await expectAppError(
        verifyCode({ target: phone, purpose: "LOGIN", code: wrong }),
        status,
        errorCode,
        `try ${i + 1}`,
      );
      expect(e.params.remaining).toBe(remaining);
    }
    await expectAppError(verifyCode({ target: phone, purpose: "LOGIN", code }), 429, "CODE_LOCKED");
    const row = await db.oneTimeCode.findFirstOrThrow({ where: { target: phone } });
    expect(row.attempts).toBe(5);
    expect(row.consumedAt).toBeNull();

    // A fresh code starts over.
    const fresh = await issueCode({ target: phone, purpose: "LOGIN" });
    await expect(verifyCode({ target: phone, purpose: "LOGIN", code: fresh.code })).resolves.toBeUndefined();
  });

  test("a code issued for phone A does not work for phone B", async () => {
    const a = target();
    const b = target();
    const { code } = await issueCode({ target: a, purpose: "LOGIN" });

    await expectAppError(verifyCode({ target: b, purpose: "LOGIN", code }), 400, "CODE_EXPIRED");

    const bCode = await issueCode({ target: b, purpose: "LOGIN" });
    if (bCode.code !== code) {
      await expectAppError(verifyCode({ target: b, purpose: "LOGIN", code }), 400, "CODE_INVALID");
    }
    // Nor for another purpose of the same phone.
    await expectAppError(verifyCode({ target: a, purpose: "REGISTER", code }), 400, "CODE_EXPIRED");

    await expect(verifyCode({ target: a, purpose: "LOGIN", code })).resolves.toBeUndefined();
  });

  test("concurrent correct submissions succeed exactly once", async () => {
    const phone = target();
    const { code } = await issueCode({ target: phone, purpose: "LOGIN" });
    const results = await Promise.allSettled([
      verifyCode({ target: phone, purpose: "LOGIN", code }),
      verifyCode({ target: phone, purpose: "LOGIN", code }),
      verifyCode({ target: phone, purpose: "LOGIN", code }),
      verifyCode({ target: phone, purpose: "LOGIN", code }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const reasons = results
      .filter((r): r is PromiseRejectedResult => r.status === "rejected")
      .map((r) => (r.reason as AppError).code);
    expect(reasons).toEqual(["CODE_EXPIRED", "CODE_EXPIRED", "CODE_EXPIRED"]);
  });

  test("a staff code verifies whatever its letter case", async () => {
    const { code } = await issueCode({ target: "staff-verify-1", purpose: "STAFF_2FA" });
    await expect(
      verifyCode({ target: "staff-verify-1", purpose: "STAFF_2FA", code: code.toLowerCase() }),
    ).resolves.toBeUndefined();
  });
});
