import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { cpfEndOf } from "@/lib/door-lookup";
import { now } from "@/lib/server/clock";
import { doorWindow } from "./door-window";
import { publicPassKey } from "./tokens";
import type { ItemType } from "@/lib/validations/checkin";
import type { ScanErrorCode } from "./scan-pass";

export interface StaffItem {
  id: string;
  type: ItemType;
  name: string;
  startsAt: Date;
  location: string;
  checkedIn: number;
  total: number;
}

/** The staff list of one city: events (time, place) or trips (departure), with checked-in / total. */
export async function listStaffItems(cityId: string, type: ItemType): Promise<StaffItem[]> {
  if (type === "event") {
    const [events, counts] = await Promise.all([
      db.event.findMany({
        where: { cityId },
        orderBy: [{ startsAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          title: true,
          startsAt: true,
          location: true,
          _count: { select: { enrolments: true } },
        },
      }),
      db.checkIn.groupBy({ by: ["eventId"], where: { event: { cityId } }, _count: { _all: true } }),
    ]);
    const checked = new Map(counts.map((c) => [c.eventId, c._count._all]));
    return events.map((e) => ({
      id: e.id,
      type,
      name: e.title,
      startsAt: e.startsAt,
      location: e.location,
      checkedIn: checked.get(e.id) ?? 0,
      total: e._count.enrolments,
    }));
  }
  const [trips, counts] = await Promise.all([
    db.trip.findMany({
      where: { cityId },
      orderBy: [{ departsAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        origin: true,
        destination: true,
        departsAt: true,
        boardingLocation: true,
        busId: true,
        points: { select: { name: true }, orderBy: { departsAt: "asc" } },
        _count: { select: { bookings: true } },
      },
    }),
    db.checkIn.groupBy({ by: ["tripId"], where: { trip: { cityId } }, _count: { _all: true } }),
  ]);
  const checked = new Map(counts.map((c) => [c.tripId, c._count._all]));
  return trips.map((t) => ({
    id: t.id,
    type,
    name: `${t.origin} → ${t.destination} · ${t.busId}`,
    startsAt: t.departsAt,
    location: tripLocation(t),
    checkedIn: checked.get(t.id) ?? 0,
    // Every booked seat (participants' own bookings and the seed's).
    total: t._count.bookings,
  }));
}

export async function getStaffItem(type: ItemType, id: string) {
  if (type === "event") {
    const e = await db.event.findUnique({
      where: { id },
      select: { id: true, title: true, startsAt: true, location: true, cityId: true },
    });
    if (!e) throw new AppError(404, "ITEM_NOT_FOUND");
    return { id: e.id, type, name: e.title, startsAt: e.startsAt, location: e.location, cityId: e.cityId };
  }
  const t = await db.trip.findUnique({
    where: { id },
    select: {
      id: true,
      origin: true,
      destination: true,
      departsAt: true,
      boardingLocation: true,
      busId: true,
      cityId: true,
      points: { select: { name: true }, orderBy: { departsAt: "asc" } },
    },
  });
  if (!t) throw new AppError(404, "ITEM_NOT_FOUND");
  return {
    id: t.id,
    type,
    name: `${t.origin} → ${t.destination} · ${t.busId}`,
    startsAt: t.departsAt,
    location: tripLocation(t),
    cityId: t.cityId,
  };
}

/** A bus's boarding points in order ("Igreja … · Praça …"); the old single place when it has none. */
function tripLocation(t: { boardingLocation: string; points: { name: string }[] }): string {
  return t.points.length ? t.points.map((p) => p.name).join(" · ") : t.boardingLocation;
}

const itemWhere = (type: ItemType, id: string) => (type === "event" ? { eventId: id } : { tripId: id });

/** The last reads of this item (any device), newest first: the reader's "last 10" after a reload. */
export async function recentScans(type: ItemType, id: string, take = 10) {
  const rows = await db.scanRecord.findMany({
    where: itemWhere(type, id),
    orderBy: [{ scannedAt: "desc" }, { id: "desc" }],
    take,
    select: {
      id: true,
      scannedAt: true,
      result: true,
      errorCode: true,
      rawCode: true,
      user: { select: { fullName: true, memberCode: true, avatarUrl: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    at: r.scannedAt,
    ok: r.result === "SUCCESS",
    // Written only from ScanErrorCode (scan-pass and the door fast path).
    errorCode: r.errorCode as ScanErrorCode | null,
    name: r.user?.fullName ?? null,
    code: r.user?.memberCode ?? null,
    avatarUrl: r.user?.avatarUrl ?? null,
  }));
}

/**
 * What an offline reader downloads when it opens an item: ids and names of who may enter (no
 * phones, no documents: only a CPF's last 4 digits), who is already in, the public key to verify
 * passes locally, and the item's door window.
 */
export async function itemRoster(type: ItemType, id: string) {
  await getStaffItem(type, id);
  const person = { select: { id: true, fullName: true, memberCode: true, cpf: true } } as const;
  const members: {
    user: { id: string; fullName: string; memberCode: string; cpf: string | null };
    point: string | null;
  }[] =
    type === "event"
      ? (
          await db.enrolment.findMany({
            where: { eventId: id, user: { deletedAt: null } },
            select: { user: person },
          })
        ).map((m) => ({ user: m.user, point: null }))
      : (
          await db.tripBooking.findMany({
            where: { tripId: id, user: { deletedAt: null } },
            orderBy: [{ boardingPoint: { departsAt: "asc" } }, { user: { fullName: "asc" } }],
            select: { user: person, boardingPoint: { select: { name: true } } },
          })
        ).map((m) => ({ user: m.user, point: m.boardingPoint?.name ?? null }));
  const checkedIn = await db.checkIn.findMany({
    where: itemWhere(type, id),
    select: { userId: true, createdAt: true },
  });
  return {
    key: publicPassKey(),
    // The door window (the device judges offline reads with the same rule) and the business clock's
    // "now", so a device whose clock is real time can follow a moved clock (APP_NOW) offline.
    window: (await doorWindow(type, id))!,
    businessNow: now(),
    participants: members.map((m) => ({
      id: m.user.id,
      name: m.user.fullName,
      memberCode: m.user.memberCode,
      // Where a bus passenger boards (the point they booked); null for events.
      boardingPoint: m.point,
      // Never the CPF itself on a device: its last digits for the offline look-up (lib/door-lookup.ts).
      cpfEnd: cpfEndOf(m.user.cpf),
    })),
    checkedIn: checkedIn.map((c) => ({ userId: c.userId, at: c.createdAt })),
  };
}

/** Who checked in and when, for the item page and its CSV. */
export async function itemCheckIns(type: ItemType, id: string) {
  await getStaffItem(type, id);
  const rows = await db.checkIn.findMany({
    where: itemWhere(type, id),
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      createdAt: true,
      deviceId: true,
      user: { select: { fullName: true, memberCode: true } },
      staff: { select: { name: true } },
    },
  });
  return rows.map((r) => ({
    at: r.createdAt,
    name: r.user.fullName,
    memberCode: r.user.memberCode,
    staff: r.staff?.name ?? null,
    deviceId: r.deviceId,
  }));
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula are prefixed with '. */
export function toCsv(rows: (string | number | null)[][]): string {
  const cell = (v: string | number | null) => {
    let s = v === null ? "" : String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return rows.map((r) => r.map(cell).join(",")).join("\r\n") + "\r\n";
}
