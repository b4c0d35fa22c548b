// Our session decode must accept exactly what next-auth's accepts: its own tokens, not another
// secret's, not expired ones (beyond its 15 s tolerance), not tampered ones.
import { decode, encode } from "next-auth/jwt";
import * as jose from "jose";
import {
  DECODED_TOKENS_MAX,
  decodeSessionToken,
  decodedTokenCount,
  encodeSessionToken,
} from "./session-token";
import { defined } from "@/tests/unit/defined";

const secret = "jest-session-secret-0123456789abcdefghijkl";

test("decodes next-auth's tokens to the same payload next-auth reads", async () => {
  const token = await encode({ token: { sub: "user-1", role: "participant" }, secret });
  const ours = await decodeSessionToken({ token, secret });
  expect(ours).toEqual(await decode({ token, secret }));
  expect(ours).toMatchObject({ sub: "user-1", role: "participant" });
  expect(await decodeSessionToken({ token: undefined, secret })).toBeNull();
});

test("refuses another secret's, expired and altered tokens, like next-auth", async () => {
  const token = await encode({ token: { sub: "user-1", role: "staff" }, secret });
  await expect(decodeSessionToken({ token, secret: `${secret}-other` })).rejects.toThrow();
  await expect(decode({ token, secret: `${secret}-other` })).rejects.toThrow();

  const expired = await encode({ token: { sub: "user-1", role: "staff" }, secret, maxAge: -60 });
  await expect(decodeSessionToken({ token: expired, secret })).rejects.toThrow(/exp/);
  const justExpired = await encode({ token: { sub: "user-1", role: "staff" }, secret, maxAge: -5 });
  await expect(decodeSessionToken({ token: justExpired, secret })).resolves.toMatchObject({ sub: "user-1" });

  const parts = token.split(".");
  const fourth = defined(parts[3], "the fourth part");
  parts[3] = (fourth.startsWith("A") ? "B" : "A") + fourth.slice(1);
  await expect(decodeSessionToken({ token: parts.join("."), secret })).rejects.toThrow();
});

test("the derived key follows the secret (a rotated AUTH_SECRET is not served from the old key)", async () => {
  const other = `${secret}-rotated`;
  const a = await encode({ token: { sub: "a" }, secret });
  const b = await encode({ token: { sub: "b" }, secret: other });
  expect(await decodeSessionToken({ token: a, secret })).toMatchObject({ sub: "a" });
  expect(await decodeSessionToken({ token: b, secret: other })).toMatchObject({ sub: "b" });
  await expect(decodeSessionToken({ token: a, secret: other })).rejects.toThrow();
});

test("our encoder (the sign-in's) makes tokens next-auth decodes to the same claims, expiring like its own", async () => {
  const before = Math.floor(Date.now() / 1000);
  const token = await encodeSessionToken({
    token: { sub: "user-1", role: "participant", sid: "s" },
    secret,
    maxAge: 600,
  });
  const theirs = defined(await decode({ token, secret }), "next-auth's decode");
  expect(theirs).toMatchObject({ sub: "user-1", role: "participant", sid: "s" });
  expect(theirs.exp).toBeGreaterThanOrEqual(before + 600);
  expect(theirs.exp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 600);
  expect(typeof theirs.jti).toBe("string");
  expect(typeof theirs.iat).toBe("number");
  expect(await decodeSessionToken({ token, secret })).toEqual(theirs);
  // Same header and shape as next-auth's own token (five parts, dir + A256GCM).
  const header = (t: string) =>
    JSON.parse(Buffer.from(defined(t.split(".")[0], "header"), "base64url").toString());
  expect(header(token)).toEqual(header(await encode({ token: { sub: "x" }, secret })));
  await expect(decode({ token, secret: `${secret}-other` })).rejects.toThrow();
  const expired = await encodeSessionToken({ token: { sub: "user-1" }, secret, maxAge: -60 });
  await expect(decode({ token: expired, secret })).rejects.toThrow(/exp/);
});

test("our encoder writes jose's EncryptJWT layout: same header, empty key, 96-bit IV, 128-bit tag, same claims order", async () => {
  const claims = { sub: "user-2", role: "participant", sid: "s2", signedInAt: 1_790_000_000 };
  const ours = await encodeSessionToken({ token: claims, secret, maxAge: 600 });
  const theirs = await encode({ token: claims, secret, maxAge: 600 });
  const [header, key, iv, ciphertext, tag] = ours.split(".");
  const [theirHeader, theirKey, theirIv, theirCiphertext, theirTag] = theirs.split(".");
  expect(ours.split(".")).toHaveLength(5);
  expect(header).toBe(theirHeader);
  expect(key).toBe("");
  expect(theirKey).toBe("");
  const bytes = (part: string | undefined) => Buffer.from(defined(part, "a part"), "base64url").length;
  expect(bytes(iv)).toBe(12);
  expect(bytes(iv)).toBe(bytes(theirIv));
  expect(bytes(tag)).toBe(16);
  expect(bytes(tag)).toBe(bytes(theirTag));
  // The same plaintext (the claims, then iat, exp, jti) but for the times and the jti.
  expect(bytes(ciphertext)).toBe(bytes(theirCiphertext));
  const key32 = new Uint8Array(
    (await import("node:crypto")).hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32),
  );
  const plain = async (t: string) =>
    JSON.parse(new TextDecoder().decode((await jose.compactDecrypt(t, key32)).plaintext)) as Record<
      string,
      unknown
    >;
  const a = await plain(ours);
  const b = await plain(theirs);
  expect(Object.keys(a)).toEqual(Object.keys(b));
  expect(Object.keys(a)).toEqual(["sub", "role", "sid", "signedInAt", "iat", "exp", "jti"]);
  // The header is authenticated: ours with another header is refused by next-auth's decode.
  const swapped = `${Buffer.from(JSON.stringify({ enc: "A256GCM", alg: "dir" })).toString("base64url")}.${ours.split(".").slice(1).join(".")}`;
  await expect(decode({ token: swapped, secret })).rejects.toThrow();
  // A re-issued token's own iat/exp/jti are replaced, in place, as jose does.
  const reissued = await encodeSessionToken({
    token: { ...a, sub: "user-2" } as jose.JWTPayload,
    secret,
    maxAge: 60,
  });
  const c = await plain(reissued);
  expect(Object.keys(c)).toEqual(Object.keys(a));
  expect(c.jti).not.toBe(a.jti);
  expect(await decode({ token: reissued, secret })).toMatchObject({ sub: "user-2", sid: "s2" });
});

describe("decoded tokens are kept (each request of a device sends the same cookie)", () => {
  afterEach(() => jest.restoreAllMocks());

  test("a token decoded once is answered again, as a fresh object, without another decrypt", async () => {
    const token = await encode({ token: { sub: "kept-1", role: "participant", sid: "s1" }, secret });
    const first = defined(await decodeSessionToken({ token, secret }), "first decode");
    first.sub = "changed by a caller";
    const theirs = await decode({ token, secret });
    const decrypt = jest.spyOn(jose, "jwtDecrypt");
    const again = await decodeSessionToken({ token, secret });
    expect(again).toEqual(theirs);
    expect(again).toMatchObject({ sub: "kept-1", sid: "s1" });
    expect(decrypt).not.toHaveBeenCalled();
  });

  test("a kept token is refused once it expires (next-auth's 15 s tolerance), like a fresh one", async () => {
    const token = await encode({ token: { sub: "kept-2" }, secret, maxAge: 60 });
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "kept-2" });
    const base = Date.now();
    jest.spyOn(Date, "now").mockReturnValue(base + 70_000); // past exp, within the tolerance
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "kept-2" });
    jest.spyOn(Date, "now").mockReturnValue(base + 80_000); // past exp + 15 s
    await expect(decodeSessionToken({ token, secret })).rejects.toThrow(/exp/);
  });

  test("a kept token is not served for another secret", async () => {
    const token = await encode({ token: { sub: "kept-3" }, secret });
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "kept-3" });
    await expect(decodeSessionToken({ token, secret: `${secret}-other` })).rejects.toThrow();
    // …and the rotation forgot it: back on the first secret it is decrypted again.
    const decrypt = jest.spyOn(jose, "jwtDecrypt");
    expect(await decodeSessionToken({ token, secret })).toMatchObject({ sub: "kept-3" });
    expect(decrypt).toHaveBeenCalledTimes(1);
  });

  test("refused tokens are not kept, and at most DECODED_TOKENS_MAX are", async () => {
    const parts = (await encode({ token: { sub: "x" }, secret })).split(".");
    const fourth = defined(parts[3], "the fourth part");
    parts[3] = (fourth.startsWith("A") ? "B" : "A") + fourth.slice(1);
    const altered = parts.join(".");
    await expect(decodeSessionToken({ token: altered, secret })).rejects.toThrow();
    await expect(decodeSessionToken({ token: altered, secret })).rejects.toThrow();

    const tokens = await Promise.all(
      Array.from({ length: DECODED_TOKENS_MAX + 10 }, (_, i) =>
        encodeSessionToken({ token: { sub: `u${i}` }, secret }),
      ),
    );
    for (const token of tokens) await decodeSessionToken({ token, secret });
    expect(decodedTokenCount()).toBe(DECODED_TOKENS_MAX);
    // The oldest went first: it is decrypted again, the newest is not.
    const decrypt = jest.spyOn(jose, "jwtDecrypt");
    await decodeSessionToken({ token: defined(tokens.at(-1), "newest"), secret });
    expect(decrypt).not.toHaveBeenCalled();
    expect(await decodeSessionToken({ token: defined(tokens[0], "oldest"), secret })).toMatchObject({
      sub: "u0",
    });
    expect(decrypt).toHaveBeenCalledTimes(1);
  });
});
