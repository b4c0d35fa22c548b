// Dev key derivation: a real Ed25519 pair and a real P-256 VAPID pair, stable for one AUTH_SECRET.
import { createPrivateKey, createPublicKey, sign, verify } from "node:crypto";
import { passSigningKeys, vapidKeys } from "./keys";

const PKCS8_PREFIX = Buffer.from("302e020100300506032b657004220420", "hex");

describe("keys outside production, derived from AUTH_SECRET", () => {
  test("the pass key pair signs and verifies (the public key matches the seed)", () => {
    const keys = passSigningKeys();
    expect(keys.privateKey).toHaveLength(32);
    expect(keys.publicKey).toHaveLength(32);
    expect(keys.version).toBe(1);
    const priv = createPrivateKey({
      key: Buffer.concat([PKCS8_PREFIX, Buffer.from(keys.privateKey)]),
      format: "der",
      type: "pkcs8",
    });
    const pub = createPublicKey({
      key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(keys.publicKey).toString("base64url") },
      format: "jwk",
    });
    const signature = sign(null, Buffer.from("pass"), priv);
    expect(verify(null, Buffer.from("pass"), pub, signature)).toBe(true);
    expect(verify(null, Buffer.from("pas5"), pub, signature)).toBe(false);
  });

  test("VAPID keys have web-push's shapes (65-byte uncompressed public point, 32-byte private)", () => {
    const { publicKey, privateKey } = vapidKeys();
    expect(Buffer.from(publicKey, "base64url")).toHaveLength(65);
    expect(Buffer.from(publicKey, "base64url")[0]).toBe(4);
    expect(Buffer.from(privateKey, "base64url")).toHaveLength(32);
  });
});
