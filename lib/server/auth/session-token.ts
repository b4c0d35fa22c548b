import "server-only";
import { hkdfSync, randomUUID } from "node:crypto";
import { EncryptJWT, errors, jwtDecrypt, type JWTPayload } from "jose";

/**
 * next-auth's JWT decode with the encryption key derived once per secret. next-auth derives it
 * (HKDF-SHA256, 32 bytes, its fixed info string) on every call, through the thread pool: on the
 * hot paths that read a session — every API call, every page through proxy.ts — that was a
 * thread-pool round trip and the largest single cost after the route itself. Same tokens, same
 * checks (A256GCM "dir" JWE, exp/nbf with next-auth's 15 s tolerance). The encoder below is
 * next-auth's too, with the same key: the sign-in (its credentials callback) issues the cookie
 * through it (authOptions().jwt).
 */
const keys = new Map<string, Uint8Array>();

function encryptionKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32));
    keys.clear(); // one secret per process; never grow
    keys.set(secret, key);
  }
  return key;
}

/** next-auth's tolerance on exp and nbf, in seconds. */
const CLOCK_TOLERANCE = 15;

/**
 * Tokens already decrypted, by token, for the secret they were decrypted with: a signed-in device
 * sends the same cookie on every request, and its AES-GCM decrypt and claim parsing were ~3 % of
 * a hot path's process time. A token is self-contained (an authenticated encryption under the
 * secret's key), so the same text always decrypts to the same claims; what can change is time,
 * so `exp` is checked again on every hit with next-auth's tolerance (`nbf` was met at the first
 * decode and only gets further behind). Revocation does not live here: the session row behind
 * `sid` is still read on every request. Each hit returns a fresh object (the payload's JSON
 * parsed again: next-auth's callbacks may change the token they are given). Only successes are
 * kept; a new secret empties it; at most DECODED_TOKENS_MAX, the oldest dropped first.
 */
export const DECODED_TOKENS_MAX = 2_000;
const decoded = new Map<string, { json: string; exp: number | undefined }>();
let decodedSecret = "";

/** Tests: how many decoded tokens are kept. */
export function decodedTokenCount() {
  return decoded.size;
}

export async function decodeSessionToken({
  token,
  secret,
}: {
  token?: string;
  secret: string | Buffer;
}): Promise<JWTPayload | null> {
  if (!token) return null;
  const key = String(secret);
  if (key !== decodedSecret) {
    decoded.clear();
    decodedSecret = key;
  }
  const hit = decoded.get(token);
  if (hit) {
    if (hit.exp !== undefined && hit.exp <= Math.floor(Date.now() / 1000) - CLOCK_TOLERANCE) {
      decoded.delete(token);
      throw new errors.JWTExpired('"exp" claim timestamp check failed', "exp", "check_failed");
    }
    return JSON.parse(hit.json) as JWTPayload;
  }
  const { payload } = await jwtDecrypt(token, encryptionKey(key), { clockTolerance: CLOCK_TOLERANCE });
  if (decoded.size >= DECODED_TOKENS_MAX) decoded.delete(decoded.keys().next().value!);
  decoded.set(token, { json: JSON.stringify(payload), exp: payload.exp });
  return payload;
}

/** next-auth's default maxAge (30 days) when none is passed. */
const DEFAULT_MAX_AGE = 30 * 24 * 60 * 60;

/**
 * next-auth's JWT encode (A256GCM "dir" JWE; iat, exp = now + maxAge, a random jti), with the key
 * derived once per secret as above.
 */
export async function encodeSessionToken({
  token = {},
  secret,
  maxAge = DEFAULT_MAX_AGE,
}: {
  token?: JWTPayload;
  secret: string | Buffer;
  maxAge?: number;
}): Promise<string> {
  return new EncryptJWT(token)
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuedAt()
    .setExpirationTime(((Date.now() / 1000) | 0) + maxAge)
    .setJti(randomUUID())
    .encrypt(encryptionKey(String(secret)));
}
