import "server-only";
import { hkdfSync, randomUUID } from "node:crypto";
import { EncryptJWT, jwtDecrypt, type JWTPayload } from "jose";

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

export async function decodeSessionToken({
  token,
  secret,
}: {
  token?: string;
  secret: string | Buffer;
}): Promise<JWTPayload | null> {
  if (!token) return null;
  const { payload } = await jwtDecrypt(token, encryptionKey(String(secret)), { clockTolerance: 15 });
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
