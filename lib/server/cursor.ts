import "server-only";
import { AppError } from "./errors";

/** Opaque keyset cursor for "newest first" lists: the last row's (timestamp, id), base64url. */
export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(`${at.toISOString()}|${id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { at: Date; id: string } {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const at = new Date(iso ?? "");
  if (!id || Number.isNaN(at.getTime())) throw new AppError(400, "CURSOR_INVALID");
  return { at, id };
}
