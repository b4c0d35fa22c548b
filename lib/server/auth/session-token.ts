import "server-only";
import { createCipheriv, createSecretKey, hkdfSync, randomUUID, type KeyObject } from "node:crypto";
import { errors, jwtDecrypt, type JWTPayload } from "jose";
import { randomPoolBytes } from "../random-pool";

/**
 * next-auth's JWT decode with the encryption key derived once per secret. next-auth derives it
 * (HKDF-SHA256, 32 bytes, its fixed info string) on every call, through the thread pool: on the
 * hot paths that read a session — every API call, every page through proxy.ts — that was a
 * thread-pool round trip and the largest single cost after the route itself. Same tokens, same
 * checks (A256GCM "dir" JWE, exp/nbf with next-auth's 15 s tolerance). The encoder below makes
 * next-auth's tokens too, with the same key: the sign-in (its credentials callback) issues the
 * cookie through it (authOptions().jwt).
 */
const keys = new Map<string, { bytes: Uint8Array; key: KeyObject }>();

function derivedKey(secret: string) {
  let key = keys.get(secret);
  if (!key) {
    const bytes = new Uint8Array(hkdfSync("sha256", secret, "", "NextAuth.js Generated Encryption Key", 32));
    key = { bytes, key: createSecretKey(bytes) };
    keys.clear(); // one secret per process; never grow
    keys.set(secret, key);
  }
  return key;
}

const encryptionKey = (secret: string): Uint8Array => derivedKey(secret).bytes;

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

/** The protected header of next-auth's tokens ({"alg":"dir","enc":"A256GCM"}), base64url. */
const PROTECTED_HEADER = Buffer.from(JSON.stringify({ alg: "dir", enc: "A256GCM" })).toString("base64url");
const PROTECTED_HEADER_AAD = Buffer.from(PROTECTED_HEADER, "ascii");

/**
 * next-auth's JWT encode: the claims plus iat, exp = now + maxAge and a random jti, as a compact
 * JWE with "dir" and A256GCM — byte for byte the layout jose's EncryptJWT writes (protected
 * header, empty encrypted key, 96-bit IV, ciphertext, 128-bit tag; the header's base64url is the
 * additional authenticated data), so next-auth's own decode reads it (session-token.test.ts).
 * Written on node:crypto directly, with the key derived once per secret as above: jose's encrypt
 * awaits through several layers and re-checks the key's kind on every call (~4 % of a sign-in).
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
  const now = Math.floor(Date.now() / 1000);
  const claims = { ...token, iat: now, exp: now + maxAge, jti: randomUUID() };
  // A random 96-bit IV per token (the CSPRNG's, through its pool), as jose draws it.
  const iv = randomPoolBytes(12);
  const cipher = createCipheriv("aes-256-gcm", derivedKey(String(secret)).key, iv, { authTagLength: 16 });
  cipher.setAAD(PROTECTED_HEADER_AAD);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(claims), "utf8"), cipher.final()]);
  return `${PROTECTED_HEADER}..${iv.toString("base64url")}.${ciphertext.toString("base64url")}.${cipher
    .getAuthTag()
    .toString("base64url")}`;
}
