import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { SESSION_COOKIE, sessionCookieSecure } from "@/lib/server/auth/session";
import { decodeSessionToken } from "@/lib/server/auth/session-token";
import { windowVerdict } from "@/lib/door-window";
import { env } from "@/lib/server/env";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError } from "@/lib/server/errors";
import type { ItemType } from "@/lib/validations/checkin";
import { businessTimeOf, doorWindow, type DoorWindow } from "./door-window";
import { resolveUserId } from "./scan-pass";

/**
 * Offline reads arrive later with the time the device says it read them. A read is believable only
 * when that time falls inside the item's door window (or staff accepted it anyway, with a reason)
 * and after the reader's own sign-in; anything
 * else (a wrong device clock, a forged batch, a replay of an old export) is refused and kept in
 * RefusedOfflineScan for staff to review, never applied and never lost.
 */
export type OfflineRefusal = "SCAN_OUTSIDE_WINDOW" | "SCAN_BEFORE_SIGN_IN";

/** Device clocks drift: a few minutes either way is not a reason to refuse a read. */
export const CLOCK_SKEW_MS = 5 * 60_000;

export { doorWindow, type DoorWindow };

/**
 * Why an offline read's time is not believable, or null when it is. The window is the same rule
 * as an online read's and as the device's own judgement (lib/door-window.ts), applied to the
 * read's time on the business clock (APP_NOW moves it in demos and tests), with a few minutes of
 * grace for the device's clock. A read staff accepted outside the window (`overridden`, with a
 * reason) skips only the window: a read from the future or from before the sign-in is still refused.
 */
export function judgeOfflineTime(input: {
  scannedAt: Date;
  window: DoorWindow;
  signedInAt: Date | null;
  realNow?: Date;
  overridden?: boolean;
}): OfflineRefusal | null {
  const at = input.scannedAt.getTime();
  const realNow = (input.realNow ?? new Date()).getTime();
  if (at > realNow + CLOCK_SKEW_MS) return "SCAN_OUTSIDE_WINDOW";
  if (input.signedInAt && at < input.signedInAt.getTime() - CLOCK_SKEW_MS) return "SCAN_BEFORE_SIGN_IN";
  if (input.overridden) return null;
  if (windowVerdict(businessTimeOf(input.scannedAt), input.window, CLOCK_SKEW_MS))
    return "SCAN_OUTSIDE_WINDOW";
  return null;
}

/**
 * When the caller's session was signed in (its signedInAt claim). Not the token's iat: next-auth
 * re-issues the cookie with a new iat, which would make earlier honest reads look too old.
 * Sessions from before the claim existed have no bound.
 */
export async function sessionSignedInAt(req: NextRequest): Promise<Date | null> {
  const token = await getToken({
    req,
    secret: env().AUTH_SECRET,
    cookieName: SESSION_COOKIE,
    secureCookie: sessionCookieSecure(),
    decode: decodeSessionToken,
  });
  return typeof token?.signedInAt === "number" ? new Date(token.signedInAt * 1000) : null;
}

export interface RefusedScanInput {
  staffId: string;
  deviceId: string;
  type: ItemType;
  itemId: string;
  code: string;
  nonce: string;
  scannedAt: Date;
  reason: OfflineRefusal;
}

/** Keeps a refused read for review; the same nonce synced again keeps the first record. */
export async function keepRefusedScan(input: RefusedScanInput): Promise<OfflineRefusal> {
  try {
    await db.refusedOfflineScan.create({
      data: {
        staffId: input.staffId,
        deviceId: input.deviceId,
        itemType: input.type,
        itemId: input.itemId,
        rawCode: input.code.slice(0, 300),
        nonce: input.nonce,
        scannedAt: input.scannedAt,
        reason: input.reason,
      },
    });
    return input.reason;
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const first = await db.refusedOfflineScan.findUnique({
      where: { nonce: input.nonce },
      select: { reason: true },
    });
    return (first?.reason as OfflineRefusal | undefined) ?? input.reason;
  }
}

/** A nonce refused before answers the same refusal again (a retried sync changes nothing). */
export async function refusedBefore(nonce: string): Promise<OfflineRefusal | null> {
  const found = await db.refusedOfflineScan.findUnique({ where: { nonce }, select: { reason: true } });
  return (found?.reason as OfflineRefusal | undefined) ?? null;
}

export interface RefusedScanView {
  id: string;
  reason: OfflineRefusal;
  scannedAt: string;
  receivedAt: string;
  deviceId: string;
  staffName: string | null;
  participant: { name: string; memberCode: string } | null;
}

/** The refused reads of one item, newest first, with whom each code names (when it names anyone). */
export async function listRefusedScans(
  type: ItemType,
  itemId: string,
  take = 200,
): Promise<RefusedScanView[]> {
  if (!(await doorWindow(type, itemId))) throw new AppError(404, "ITEM_NOT_FOUND");
  const rows = await db.refusedOfflineScan.findMany({
    where: { itemType: type, itemId },
    orderBy: { createdAt: "desc" },
    take,
  });
  const staff = await db.staffUser.findMany({
    where: { id: { in: [...new Set(rows.map((r) => r.staffId))] } },
    select: { id: true, name: true },
  });
  const staffName = new Map(staff.map((s) => [s.id, s.name]));
  return Promise.all(
    rows.map(async (r) => {
      const userId = await resolveUserId(r.rawCode);
      const user = userId
        ? await db.user.findFirst({
            where: { id: userId, deletedAt: null },
            select: { fullName: true, memberCode: true },
          })
        : null;
      return {
        id: r.id,
        reason: r.reason as OfflineRefusal,
        scannedAt: r.scannedAt.toISOString(),
        receivedAt: r.createdAt.toISOString(),
        deviceId: r.deviceId,
        staffName: staffName.get(r.staffId) ?? null,
        participant: user ? { name: user.fullName, memberCode: user.memberCode } : null,
      };
    }),
  );
}

/** How many reads of the item were refused (the link on the item's staff page). */
export function countRefusedScans(type: ItemType, itemId: string): Promise<number> {
  return db.refusedOfflineScan.count({ where: { itemType: type, itemId } });
}
