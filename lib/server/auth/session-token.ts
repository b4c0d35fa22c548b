import "server-only";
import { hkdfSync } from "node:crypto";
import { jwtDecrypt, type JWTPayload } from "jose";

/**
 * next-auth's JWT decode with the encryption key derived once per secret. next-auth derives it
 * (HKDF-SHA256, 32 bytes, its fixed info string) on every call, through the thread pool: on the
 * hot paths that read a session — every API call, every page through proxy.ts — that was a
 * thread-pool round trip and the largest single cost after the route itself. Same tokens, same
 * checks (A256GCM "dir" JWE, exp/nbf with next-auth's 15 s tolerance).
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
