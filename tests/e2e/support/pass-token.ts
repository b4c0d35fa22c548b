import crypto from "node:crypto";

/**
 * Signs pass and reward tokens the way the server does, with the e2e servers' fixed test key
 * (tests/e2e/server.mjs): the fake camera needs real QR contents, which only the key holder can make.
 */
const SEED = crypto.createHash("sha256").update("together-2026-e2e-pass-key").digest();
const KEY = crypto.createPrivateKey({
  key: Buffer.concat([Buffer.from("302e020100300506032b657004220420", "hex"), SEED]),
  format: "der",
  type: "pkcs8",
});

export function signTestToken(kind: "p" | "r", id: string): string {
  const message = `T26.1.${kind}.${id}`;
  return `${message}.${crypto.sign(null, Buffer.from(message, "ascii"), KEY).toString("base64url")}`;
}
