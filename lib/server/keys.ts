import "server-only";
import { createECDH, createHash, createPrivateKey, createPublicKey } from "node:crypto";
import { env, isProduction } from "./env";

/**
 * Key material from configuration. Outside production a missing key is derived from AUTH_SECRET,
 * so tests and fresh checkouts work without extra setup (`npm run setup` writes real ones to .env);
 * in production env.ts refuses to start without them.
 */
const derive = (label: string) => createHash("sha256").update(`${label}:${env().AUTH_SECRET}`).digest();

const PKCS8_ED25519_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

export interface PassKeys {
  /** 32-byte Ed25519 seed. */
  privateKey: Uint8Array;
  /** 32-byte Ed25519 public key. */
  publicKey: Uint8Array;
  version: number;
}

let passKeys: PassKeys | undefined;
export function passSigningKeys(): PassKeys {
  if (passKeys) return passKeys;
  const e = env();
  if (e.PASS_SIGNING_PRIVATE_KEY && e.PASS_SIGNING_PUBLIC_KEY) {
    passKeys = {
      privateKey: Buffer.from(e.PASS_SIGNING_PRIVATE_KEY, "base64url"),
      publicKey: Buffer.from(e.PASS_SIGNING_PUBLIC_KEY, "base64url"),
      version: e.PASS_KEY_VERSION,
    };
  } else {
    if (isProduction())
      throw new Error("PASS_SIGNING_PRIVATE_KEY / PASS_SIGNING_PUBLIC_KEY are required in production");
    const seed = derive("pass-signing-key");
    const key = createPrivateKey({
      key: Buffer.concat([PKCS8_ED25519_PREFIX, seed]),
      format: "der",
      type: "pkcs8",
    });
    const x = createPublicKey(key).export({ format: "jwk" }).x as string;
    passKeys = { privateKey: seed, publicKey: Buffer.from(x, "base64url"), version: e.PASS_KEY_VERSION };
  }
  return passKeys;
}

let vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
/** VAPID keys (base64url, as the web-push package expects). */
export function vapidKeys() {
  if (vapid) return vapid;
  const e = env();
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    vapid = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT };
  } else {
    if (isProduction()) throw new Error("VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY are required in production");
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(derive("vapid-key"));
    vapid = {
      publicKey: ecdh.getPublicKey().toString("base64url"),
      privateKey: ecdh.getPrivateKey().toString("base64url"),
      subject: e.VAPID_SUBJECT,
    };
  }
  return vapid;
}
