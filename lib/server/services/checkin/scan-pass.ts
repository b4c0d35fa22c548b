import "server-only";
import { MEMBER_CODE, looksLikeToken, normaliseMemberCode } from "@/lib/pass-token";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { sessionConfirmed } from "@/lib/server/auth/auth-session";
import { AppError, unauthenticated } from "@/lib/server/errors";
import type { ItemType } from "@/lib/validations/checkin";
import { windowVerdict, type DoorWindow } from "@/lib/door-window";
import { now } from "@/lib/server/clock";
import { fastScan, type ItemProgress } from "./door-fast-path";
import { businessTimeOf, doorWindow } from "./door-window";
import { verifyToken } from "./tokens";

export interface ScanInput {
  staffId: string;
  deviceId?: string | null;
  type: ItemType;
  itemId: string;
  /** What the camera decoded (a signed pass token) or what was typed (a member code). */
  code: string;
  /** Offline scans carry a device-made nonce: the server accepts each once. */
  nonce?: string | null;
  /** When the device read it (offline scans sync later); now for online scans. */
  scannedAt?: Date;
  /**
   * Staff accept the read outside the item's door window: their reason, kept on the CheckIn and
   * the ScanRecord (with staffId). Ignored inside the window.
   */
  overrideReason?: string | null;
  /** The caller already judged the read's time against the window (the offline sync does). */
  windowChecked?: boolean;
}

export interface ScannedParticipant {
  id: string;
  name: string;
  nickname: string;
  avatarUrl: string | null;
  memberCode: string;
}

export type ScanErrorCode =
  | "INVALID_CODE"
  | "PARTICIPANT_NOT_IN_EVENT"
  | "PARTICIPANT_NOT_ON_TRIP"
  | "ALREADY_CHECKED_IN"
  | "OUTSIDE_WINDOW";

/** progress: the item's counts right after this read, when the path already computed them. */
export type ScanOutcome =
  | { ok: true; participant: ScannedParticipant; checkedInAt: Date; replay: boolean; progress?: ItemProgress }
  | {
      ok: false;
      code: ScanErrorCode;
      participant: ScannedParticipant | null;
      firstCheckInAt: Date | null;
      replay: boolean;
      progress?: ItemProgress;
      /** OUTSIDE_WINDOW: when the door of the item is open. */
      window?: DoorWindow;
    };

const participantSelect = {
  id: true,
  fullName: true,
  nickname: true,
  avatarUrl: true,
  memberCode: true,
  deletedAt: true,
} as const;
type ParticipantRow = {
  id: string;
  fullName: string;
  nickname: string;
  avatarUrl: string | null;
  memberCode: string;
  deletedAt: Date | null;
};
const toParticipant = (u: ParticipantRow): ScannedParticipant => ({
  id: u.id,
  name: u.fullName,
  nickname: u.nickname,
  avatarUrl: u.avatarUrl,
  memberCode: u.memberCode,
});

/** The item must exist; a scan for an unknown event or trip is a client bug (404), not a door error. */
export async function assertItemExists(type: ItemType, itemId: string) {
  const found =
    type === "event"
      ? await db.event.findUnique({ where: { id: itemId }, select: { id: true } })
      : await db.trip.findUnique({ where: { id: itemId }, select: { id: true } });
  if (!found) throw new AppError(404, "ITEM_NOT_FOUND");
}

/** Who the code names: a valid signed pass token, or a member code typed by hand. */
export async function resolveUserId(code: string): Promise<string | null> {
  const text = code.trim();
  if (looksLikeToken(text)) return verifyToken(text, "p");
  const memberCode = normaliseMemberCode(text);
  if (!MEMBER_CODE.test(memberCode)) return null;
  const user = await db.user.findUnique({ where: { memberCode }, select: { id: true } });
  return user?.id ?? null;
}

/** A replayed nonce gets the answer recorded the first time, whatever happened since. */
async function replayOf(nonce: string): Promise<ScanOutcome | null> {
  const scan = await db.scanRecord.findUnique({
    where: { nonce },
    select: {
      result: true,
      errorCode: true,
      scannedAt: true,
      eventId: true,
      tripId: true,
      user: { select: participantSelect },
    },
  });
  if (!scan) return null;
  const participant = scan.user ? toParticipant(scan.user) : null;
  if (scan.result === "SUCCESS" && participant)
    return { ok: true, participant, checkedInAt: scan.scannedAt, replay: true };
  let firstCheckInAt: Date | null = null;
  if (scan.errorCode === "ALREADY_CHECKED_IN" && participant) {
    const first = await db.checkIn.findFirst({
      where: { userId: participant.id, eventId: scan.eventId, tripId: scan.tripId },
      select: { createdAt: true },
    });
    firstCheckInAt = first?.createdAt ?? null;
  }
  return {
    ok: false,
    code: (scan.errorCode as ScanErrorCode) ?? "INVALID_CODE",
    participant,
    firstCheckInAt,
    replay: true,
  };
}

/**
 * One read at the door. The unique constraints decide: CheckIn(userId, eventId|tripId) makes a
 * second entry impossible however many devices scan at once, ScanRecord.nonce makes an offline
 * batch replay harmless. A valid pass of a member goes through the driver in one transaction
 * (door-fast-path.ts); everything else — replays, strangers, typos, unknown items — through Prisma.
 */
export async function scanPass(input: ScanInput): Promise<ScanOutcome> {
  const scannedAt = input.scannedAt ?? new Date();
  const window = await doorWindow(input.type, input.itemId);
  if (!window) throw new AppError(404, "ITEM_NOT_FOUND");
  // Online reads happen at the business "now"; a synced offline read at its own time on that clock.
  const businessAt = input.scannedAt ? businessTimeOf(input.scannedAt) : now();
  const open = !!input.windowChecked || windowVerdict(businessAt, window) === null;
  const door: DoorState = {
    open,
    window,
    overrideReason: open ? null : input.overrideReason?.trim().slice(0, 200) || null,
  };
  const userId = await resolveUserId(input.code);
  // The fast path is for the common case only: inside the window. Outside it, the general path
  // tells a second entry from a first one refused (or let in by an override).
  if (userId && open) {
    const fast = await fastScan({
      userId,
      type: input.type,
      itemId: input.itemId,
      staffId: input.staffId,
      deviceId: input.deviceId ?? null,
      rawCode: input.code.slice(0, 200),
      nonce: input.nonce ?? null,
      scannedAt,
    });
    if (fast) return { ...fast, replay: false };
  }
  return generalScan(input, scannedAt, userId, door);
}

interface DoorState {
  open: boolean;
  window: DoorWindow;
  /** Outside the window, the staff's reason to let the person in anyway. */
  overrideReason: string | null;
}

async function generalScan(
  input: ScanInput,
  scannedAt: Date,
  userId: string | null,
  door: DoorState,
): Promise<ScanOutcome> {
  // The scan route folds the staff session's check into the fast path's statement; this path
  // writes through Prisma, so the session is confirmed first (a no-op when already found alive).
  if (!(await sessionConfirmed())) throw unauthenticated();
  const target =
    input.type === "event"
      ? { eventId: input.itemId, tripId: null }
      : { eventId: null, tripId: input.itemId };
  const base = {
    staffId: input.staffId,
    deviceId: input.deviceId ?? null,
    ...target,
    rawCode: input.code.slice(0, 200),
    nonce: input.nonce ?? null,
    scannedAt,
  };

  if (input.nonce) {
    const replay = await replayOf(input.nonce);
    if (replay) return replay;
  }

  const recordError = async (
    code: ScanErrorCode,
    participant: ScannedParticipant | null,
    firstCheckInAt: Date | null,
  ): Promise<ScanOutcome> => {
    try {
      await db.scanRecord.create({
        data: { ...base, userId: participant?.id ?? null, result: "ERROR", errorCode: code },
      });
    } catch (e) {
      if (input.nonce && isUniqueViolation(e)) return (await replayOf(input.nonce))!;
      throw e;
    }
    return {
      ok: false,
      code,
      participant,
      firstCheckInAt,
      replay: false,
      ...(code === "OUTSIDE_WINDOW" ? { window: door.window } : {}),
    };
  };

  if (!userId) {
    await assertItemExists(input.type, input.itemId);
    return recordError("INVALID_CODE", null, null);
  }

  const membership =
    input.type === "event"
      ? await db.enrolment.findUnique({
          where: { userId_eventId: { userId, eventId: input.itemId } },
          select: { user: { select: participantSelect } },
        })
      : await db.tripBooking.findUnique({
          where: { tripId_userId: { tripId: input.itemId, userId } },
          select: { user: { select: participantSelect } },
        });
  if (!membership || membership.user.deletedAt) {
    await assertItemExists(input.type, input.itemId);
    const person = await db.user.findUnique({ where: { id: userId }, select: participantSelect });
    return recordError(
      input.type === "event" ? "PARTICIPANT_NOT_IN_EVENT" : "PARTICIPANT_NOT_ON_TRIP",
      person && !person.deletedAt ? toParticipant(person) : null,
      null,
    );
  }
  const participant = toParticipant(membership.user);

  if (!door.open && !door.overrideReason) {
    // Someone already in stays "already checked in"; a first entry waits for the window (or staff).
    const first = await db.checkIn.findFirst({ where: { userId, ...target }, select: { createdAt: true } });
    return first
      ? recordError("ALREADY_CHECKED_IN", participant, first.createdAt)
      : recordError("OUTSIDE_WINDOW", participant, null);
  }

  try {
    await db.$transaction([
      db.checkIn.create({
        data: {
          userId,
          ...target,
          staffId: input.staffId,
          deviceId: input.deviceId ?? null,
          overrideReason: door.overrideReason,
          createdAt: scannedAt,
        },
      }),
      db.scanRecord.create({
        data: { ...base, userId, result: "SUCCESS", errorCode: null, overrideReason: door.overrideReason },
      }),
    ]);
    return { ok: true, participant, checkedInAt: scannedAt, replay: false };
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    // Either this person is already in (another scan won), or this nonce was synced meanwhile.
    if (input.nonce) {
      const replay = await replayOf(input.nonce);
      if (replay) return replay;
    }
    const first = await db.checkIn.findFirst({ where: { userId, ...target }, select: { createdAt: true } });
    return recordError("ALREADY_CHECKED_IN", participant, first?.createdAt ?? null);
  }
}

/** Checked-in / total of one item (the reader's progress bar and the staff lists). */
export async function itemProgress(type: ItemType, itemId: string) {
  if (type === "event") {
    const [checkedIn, total] = await Promise.all([
      db.checkIn.count({ where: { eventId: itemId } }),
      db.enrolment.count({ where: { eventId: itemId } }),
    ]);
    return { checkedIn, total };
  }
  const [checkedIn, total] = await Promise.all([
    db.checkIn.count({ where: { tripId: itemId } }),
    db.tripBooking.count({ where: { tripId: itemId } }),
  ]);
  return { checkedIn, total };
}
