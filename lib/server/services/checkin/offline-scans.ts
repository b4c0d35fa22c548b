import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { SESSION_COOKIE, sessionCookieSecure } from "@/lib/server/auth/session";
import { decodeSessionToken } from "@/lib/server/auth/session-token";
import { now } from "@/lib/server/clock";
import { env } from "@/lib/server/env";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError } from "@/lib/server/errors";
import type { ItemType } from "@/lib/validations/checkin";
import { resolveUserId } from "./scan-pass";

/**
 * Offline reads arrive later with the time the device says it read them. A read is believable only
 * when that time falls inside the item's door window and after the reader's own sign-in; anything
 * else (a wrong device clock, a forged batch, a replay of an old export) is refused and kept in
 * RefusedOfflineScan for staff to review, never applied and never lost.
 */
export type OfflineRefusal = "SCAN_OUTSIDE_WINDOW" | "SCAN_BEFORE_SIGN_IN";

/** Device clocks drift: a few minutes either way is not a reason to refuse a read. */
export const CLOCK_SKEW_MS = 5 * 60_000;
const RECIFE_OFFSET_MS = -3 * 3_600_000; // America/Recife: UTC-3 all year (no DST since 2019)
const DAY_MS = 86_400_000;
/** A bus that leaves late at night still boards people after midnight. */
const TRIP_AFTER_DEPARTURE_MS = 12 * 3_600_000;

const recifeDayStart = (d: Date) =>
  new Date(Math.floor((d.getTime() + RECIFE_OFFSET_MS) / DAY_MS) * DAY_MS - RECIFE_OFFSET_MS);

export interface DoorWindow {
  from: Date;
  to: Date;
}

/**
 * When the door of an item is open, as local days in Recife: an event from the start of its first
 * day to the end of its last; a bus from the start of its departure day to 12 h after departure.
 * Null when the item does not exist.
 */
export async function doorWindow(type: ItemType, itemId: string): Promise<DoorWindow | null> {
  if (type === "event") {
    const e = await db.event.findUnique({ where: { id: itemId }, select: { startsAt: true, endsAt: true } });
    if (!e) return null;
    return {
      from: recifeDayStart(e.startsAt),
      to: new Date(recifeDayStart(e.endsAt).getTime() + DAY_MS - 1),
    };
  }
  const t = await db.trip.findUnique({ where: { id: itemId }, select: { departsAt: true } });
  if (!t) return null;
  const dayEnd = recifeDayStart(t.departsAt).getTime() + DAY_MS - 1;
  return {
    from: recifeDayStart(t.departsAt),
    to: new Date(Math.max(dayEnd, t.departsAt.getTime() + TRIP_AFTER_DEPARTURE_MS)),
  };
}

/**
 * APP_NOW (demos and tests outside production) fixes the business clock a week before the congress
 * while the devices keep real time, and the door accepts online reads on any day: there the item's
 * window cannot be judged, so only the sign-in and the real clock bound an offline read.
 */
function clockMoved(): boolean {
  return Math.abs(now().getTime() - Date.now()) > 60_000;
}

/** Why an offline read's time is not believable, or null when it is. */
export function judgeOfflineTime(input: {
  scannedAt: Date;
  window: DoorWindow;
  signedInAt: Date | null;
  realNow?: Date;
  ignoreWindow?: boolean;
}): OfflineRefusal | null {
  const at = input.scannedAt.getTime();
  const realNow = (input.realNow ?? new Date()).getTime();
  if (at > realNow + CLOCK_SKEW_MS) return "SCAN_OUTSIDE_WINDOW";
  if (input.signedInAt && at < input.signedInAt.getTime() - CLOCK_SKEW_MS) return "SCAN_BEFORE_SIGN_IN";
  if (input.ignoreWindow ?? clockMoved()) return null;
  if (at < input.window.from.getTime() - CLOCK_SKEW_MS || at > input.window.to.getTime() + CLOCK_SKEW_MS)
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
