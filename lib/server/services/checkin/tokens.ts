import "server-only";
import { createPrivateKey, createPublicKey, sign, verify, type KeyObject } from "node:crypto";
import { parseToken, toBase64Url, tokenMessage, type TokenKind } from "@/lib/pass-token";
import { passSigningKeys } from "@/lib/server/keys";

const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

let keys: { version: number; privateKey: KeyObject; publicKey: KeyObject; publicKeyRaw: string } | undefined;
function signingKeys() {
  if (keys) return keys;
  const k = passSigningKeys();
  keys = {
    version: k.version,
    privateKey: createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, Buffer.from(k.privateKey)]),
      format: "der",
      type: "pkcs8",
    }),
    publicKey: createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(k.publicKey).toString("base64url") },
      format: "jwk",
    }),
    publicKeyRaw: Buffer.from(k.publicKey).toString("base64url"),
  };
  return keys;
}

/** What offline staff devices need to verify tokens: the current public key and its version. */
export function publicPassKey() {
  const k = signingKeys();
  return { version: k.version, publicKey: k.publicKeyRaw };
}

export function signToken(kind: TokenKind, id: string): string {
  const k = signingKeys();
  const message = tokenMessage(k.version, kind, id);
  const signature = sign(null, Buffer.from(message, "ascii"), k.privateKey);
  return `${message}.${toBase64Url(signature)}`;
}

export const passToken = (userId: string) => signToken("p", userId);
export const rewardToken = (rewardPointId: string) => signToken("r", rewardPointId);

/**
 * The id a token vouches for, or null: not a token, another kind, an unknown (rotated-out) key
 * version, or a signature that does not match — forged and altered codes all end here. The
 * signature check runs on libuv's thread pool (crypto.verify with a callback): at a busy door it
 * was the largest piece of the read left on the event loop.
 */
export function verifyToken(text: string, kind: TokenKind): Promise<string | null> {
  const parsed = parseToken(text);
  if (!parsed || parsed.kind !== kind) return Promise.resolve(null);
  const k = signingKeys();
  if (parsed.version !== k.version) return Promise.resolve(null);
  return new Promise((resolve, reject) =>
    verify(null, Buffer.from(parsed.message, "ascii"), k.publicKey, parsed.signature, (error, ok) =>
      error ? reject(error) : resolve(ok ? parsed.id : null),
    ),
  );
}
