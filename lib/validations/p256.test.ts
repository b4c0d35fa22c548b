// Push subscription keys: real browser-shaped keys pass; look-alikes that would fail every push later do not.
import { createECDH, randomBytes } from "node:crypto";
import { pushSubscriptionSchema } from "./preferences";
import { isP256PublicKey, isPushAuthSecret } from "./p256";

const key = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return ecdh.getPublicKey();
};

test("uncompressed P-256 points pass, in base64url with or without padding", () => {
  for (let i = 0; i < 20; i++) {
    const k = key();
    expect(isP256PublicKey(k.toString("base64url"))).toBe(true);
    expect(isP256PublicKey(`${k.toString("base64").replace(/\+/g, "-").replace(/\//g, "_")}`)).toBe(true);
  }
});

test("off-curve, compressed, short, too long and non-base64 keys fail", () => {
  const k = key();
  const offCurve = Buffer.from(k);
  offCurve.writeUInt8(offCurve.readUInt8(64) ^ 1, 64);
  expect(isP256PublicKey(offCurve.toString("base64url"))).toBe(false);
  const compressed = createECDH("prime256v1");
  compressed.generateKeys();
  expect(isP256PublicKey(compressed.getPublicKey(null, "compressed").toString("base64url"))).toBe(false);
  expect(isP256PublicKey(k.subarray(0, 64).toString("base64url"))).toBe(false);
  expect(isP256PublicKey(Buffer.concat([k, Buffer.from([0])]).toString("base64url"))).toBe(false);
  expect(
    isP256PublicKey("BOr5Jd3Qw0f2m3qY0Yy1s3vXq7b7Kk1lq3C2t2jH1x0Yp9Qe8u7r6t5y4w3e2r1t0y9u8i7o6p5a4s3d2f1g0h"),
  ).toBe(false);
  expect(isP256PublicKey("not base64!")).toBe(false);
  const noPrefix = Buffer.from(k);
  noPrefix[0] = 0x05;
  expect(isP256PublicKey(noPrefix.toString("base64url"))).toBe(false);
});

test("the auth secret is 16 bytes; the schema refuses a bad key with the 'invalid' message", () => {
  expect(isPushAuthSecret(randomBytes(16).toString("base64url"))).toBe(true);
  expect(isPushAuthSecret(randomBytes(12).toString("base64url"))).toBe(false);
  const ok = {
    endpoint: "https://fcm.googleapis.com/fcm/send/abc",
    keys: { p256dh: key().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
  expect(pushSubscriptionSchema.safeParse(ok).success).toBe(true);
  const bad = pushSubscriptionSchema.safeParse({ ...ok, keys: { ...ok.keys, p256dh: "B".repeat(87) } });
  expect(bad.success).toBe(false);
  expect(bad.error?.issues[0]).toMatchObject({ path: ["keys", "p256dh"], message: "invalid" });
});
