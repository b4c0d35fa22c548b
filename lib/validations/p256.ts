/**
 * Web-push subscription keys, checked for what they must be (RFC 8291): the browser's p256dh is an
 * uncompressed P-256 public key — 65 bytes, 0x04, then x and y on the curve — and auth is a 16-byte
 * secret. A key that only looks like base64 would be stored and fail every push later. Pure
 * BigInt arithmetic, so the form and the route share it.
 */
const P = 2n ** 256n - 2n ** 224n + 2n ** 192n + 2n ** 96n - 1n;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

export function base64UrlBytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*=*$/.test(text)) return null;
  const b64 = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  if (b64.length % 4 === 1) return null;
  try {
    const bin = atob(b64 + "==".slice(0, (4 - (b64.length % 4)) % 4));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const toBigInt = (bytes: Uint8Array) => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
const mod = (n: bigint) => ((n % P) + P) % P;

/** True when the text is the base64url of an uncompressed point on P-256. */
export function isP256PublicKey(text: string): boolean {
  const bytes = base64UrlBytes(text);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = toBigInt(bytes.subarray(1, 33));
  const y = toBigInt(bytes.subarray(33));
  if (x >= P || y >= P) return false;
  return mod(y * y) === mod(x * x * x - 3n * x + B);
}

/** True when the text is the base64url of a 16-byte push auth secret. */
export function isPushAuthSecret(text: string): boolean {
  return base64UrlBytes(text)?.length === 16;
}
