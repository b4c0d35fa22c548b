import "server-only";
import QRCode from "qrcode";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { passToken } from "./tokens";

/** A QR as an SVG data URL (crisp at any size, no client JavaScript). */
export async function qrDataUrl(text: string) {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4, // the quiet zone the QR standard asks for: reads at a glance, also in sunlight
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/**
 * The pass of the viewer, or of one of their dependents (an adult holds their children's passes).
 * Anyone else's id is a 404: whether a pass exists is nobody else's business. A person without a
 * paid ticket (a community member) has no pass: no token and no QR leave the server for them,
 * only `hasTicket: false`, and the page offers the plans instead.
 */
export async function getPass(viewerId: string, holderId: string = viewerId) {
  const holder = await db.user.findFirst({
    where: { id: holderId, deletedAt: null, OR: [{ id: viewerId }, { guardianId: viewerId }] },
    select: {
      id: true,
      fullName: true,
      nickname: true,
      avatarUrl: true,
      profileColor: true,
      memberCode: true,
      ticket: { select: { id: true } },
    },
  });
  if (!holder) throw new AppError(404, "NOT_FOUND");
  const { ticket, ...person } = holder;
  const token = ticket ? passToken(holder.id) : null;
  const [qr, usage, dependents] = await Promise.all([
    token ? qrDataUrl(token) : null,
    passUsage(holder.id),
    db.user.findMany({
      where: { guardianId: viewerId, deletedAt: null },
      orderBy: { birthDate: "asc" },
      select: { id: true, nickname: true, fullName: true },
    }),
  ]);
  const self = await db.user.findUnique({
    where: { id: viewerId },
    select: { id: true, nickname: true, fullName: true },
  });
  return {
    holder: person,
    hasTicket: !!ticket,
    token,
    qr,
    usage,
    family: dependents.length ? [self!, ...dependents] : [],
  };
}

/** 'Ver Utilização': every check-in of the pass, newest first (events and boardings). */
export async function passUsage(userId: string) {
  const rows = await db.checkIn.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      createdAt: true,
      event: { select: { title: true, location: true } },
      trip: { select: { origin: true, destination: true, boardingLocation: true, busId: true } },
    },
  });
  return rows.map((r) => ({
    id: r.id,
    at: r.createdAt,
    kind: r.event ? ("event" as const) : ("trip" as const),
    title: r.event?.title ?? `${r.trip?.origin} → ${r.trip?.destination}`,
    location: r.event?.location ?? `${r.trip?.boardingLocation} · ${r.trip?.busId}`,
  }));
}
