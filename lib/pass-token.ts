/**
 * Signed QR tokens (pure format; signing lives on the server, verification on the server and on
 * offline staff devices). A token is
 *
 *     T26.<keyVersion>.<kind>.<id>.<signature>
 *
 * kind "p" = a participant's pass (also the boarding card), "r" = a reward point's QR; the
 * signature is Ed25519 over the ASCII bytes of "T26.<keyVersion>.<kind>.<id>", base64url
 * (86 characters). About 120 characters in all: a QR of version ~9 that phones read at a glance.
 */
export type TokenKind = "p" | "r";

export interface ParsedToken {
  version: number;
  kind: TokenKind;
  id: string;
  message: string;
  signature: Uint8Array;
}

const TOKEN = /^T26\.(\d{1,3})\.([pr])\.([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{86})$/;

export function tokenMessage(version: number, kind: TokenKind, id: string) {
  return `T26.${version}.${kind}.${id}`;
}

export function looksLikeToken(text: string) {
  return text.startsWith("T26.");
}

function fromBase64Url(s: string): Uint8Array {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (s.length % 4)) % 4);
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = "";
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Splits a token; null when it is not one of ours (random QR text). Says nothing about validity. */
export function parseToken(text: string): ParsedToken | null {
  const [, versionText, kindText, id, signatureText] = TOKEN.exec(text.trim()) ?? [];
  if (!versionText || !kindText || !id || !signatureText) return null;
  const signature = fromBase64Url(signatureText);
  if (signature.length !== 64) return null;
  const version = Number(versionText);
  const kind = kindText as TokenKind;
  return { version, kind, id, message: tokenMessage(version, kind, id), signature };
}

/** Member codes as printed under the pass: T26- and six letters/digits. */
export const MEMBER_CODE = /^T26-[A-Z0-9]{4,10}$/;

export function normaliseMemberCode(text: string) {
  return text.trim().toUpperCase().replace(/\s+/g, "");
}
