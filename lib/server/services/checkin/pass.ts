import "server-only";
import QRCode from "qrcode";
import { AppError } from "@/lib/server/errors";
import { rawRead } from "@/lib/server/raw-read";
import { sqliteTextParam } from "@/lib/server/sqlite-prepared";
import { passToken } from "./tokens";

/**
 * QR images already drawn, by their text. A QR is a pure function of its text (a pass token is
 * deterministic: the same person and key version sign the same token), so a cached image is never
 * stale; drawing one costs milliseconds of CPU on every pass page. The most recent QR_CACHE_SIZE
 * are kept (a few KB each).
 */
const QR_CACHE_SIZE = 500;
const qrCache = new Map<string, Promise<string>>();

/** Tests: forget every drawn QR (as a fresh instance). */
export function clearQrCache() {
  qrCache.clear();
}

async function drawQr(text: string) {
  const svg = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 4, // the quiet zone the QR standard asks for: reads at a glance, also in sunlight
    color: { dark: "#000000", light: "#ffffff" },
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}

/** A QR as an SVG data URL (crisp at any size, no client JavaScript); drawn once per text. */
export function qrDataUrl(text: string): Promise<string> {
  const hit = qrCache.get(text);
  if (hit) {
    // Most recently used last: the oldest is the first to go.
    qrCache.delete(text);
    qrCache.set(text, hit);
    return hit;
  }
  const drawn = drawQr(text);
  if (qrCache.size >= QR_CACHE_SIZE) qrCache.delete(qrCache.keys().next().value!);
  qrCache.set(text, drawn);
  drawn.catch(() => {
    if (qrCache.get(text) === drawn) qrCache.delete(text);
  });
  return drawn;
}

interface FamilyRow {
  id: string;
  fullName: string;
  nickname: string;
  avatarUrl: string | null;
  profileColor: string;
  memberCode: string;
  live: unknown;
  hasTicket: unknown;
}

const familySql = (p: string) =>
  `SELECT u."id", u."fullName", u."nickname", u."avatarUrl", u."profileColor", u."memberCode", (u."deletedAt" IS NULL) AS "live", EXISTS (SELECT 1 FROM "Ticket" t WHERE t."userId" = u."id") AS "hasTicket" FROM "User" u WHERE u."id" = ${p} OR (u."guardianId" = ${p} AND u."deletedAt" IS NULL) ORDER BY (u."id" = ${p}) DESC, u."birthDate" ASC, u."id" ASC`;
/**
 * The family's and the usage's SQLite texts, the ids cast: with bare parameters SQLite planned
 * both again on every run (sqliteTextParam, docs/performance.md).
 */
export const SQLITE_PASS_FAMILY = familySql(sqliteTextParam());

/**
 * The viewer (deleted or not, as their session stands) and their dependents who are not deleted,
 * each with whether they hold a ticket; the viewer first, then the dependents by birth date.
 */
function familyRows(viewerId: string) {
  return rawRead<FamilyRow>({
    name: "t26-pass-family",
    sqlite: { text: SQLITE_PASS_FAMILY, values: [viewerId, viewerId, viewerId] },
    postgres: { text: familySql("$1"), values: [viewerId] },
  });
}

const truthy = (v: unknown) => v === true || v === 1 || v === 1n || v === "1";

/**
 * The pass of the viewer, or of one of their dependents (an adult holds their children's passes).
 * Anyone else's id is a 404: whether a pass exists is nobody else's business. A person without a
 * paid ticket (a community member) has no pass: no token and no QR leave the server for them,
 * only `hasTicket: false`, and the page offers the plans instead. Two statements on the driver,
 * read at once: the viewer's family (holder, ticket, the family switcher) and the holder's usage
 * (thrown away when the holder is not theirs); the QR is drawn once per token (qrDataUrl).
 */
export async function getPass(viewerId: string, holderId: string = viewerId) {
  const [family, usage] = await Promise.all([familyRows(viewerId), passUsage(holderId)]);
  const holder = family.find((r) => r.id === holderId && truthy(r.live));
  if (!holder) throw new AppError(404, "NOT_FOUND");
  const hasTicket = truthy(holder.hasTicket);
  const token = hasTicket ? passToken(holder.id) : null;
  const qr = token ? await qrDataUrl(token) : null;
  const [self, ...dependents] = family.map((r) => ({ id: r.id, nickname: r.nickname, fullName: r.fullName }));
  return {
    holder: {
      id: holder.id,
      fullName: holder.fullName,
      nickname: holder.nickname,
      avatarUrl: holder.avatarUrl,
      profileColor: holder.profileColor,
      memberCode: holder.memberCode,
    },
    hasTicket,
    token,
    qr,
    usage,
    family: dependents.length && self?.id === viewerId ? [self, ...dependents] : [],
  };
}

interface UsageRow {
  id: string;
  createdAt?: unknown;
  createdMs?: unknown;
  eventId: string | null;
  eventTitle: string | null;
  eventLocation: string | null;
  origin: string | null;
  destination: string | null;
  boardingLocation: string | null;
  busId: string | null;
}

const toDate = (v: unknown) =>
  v instanceof Date ? v : typeof v === "number" ? new Date(v) : new Date(String(v));

const usageSql = (createdAt: string, p: string) =>
  `SELECT c."id", ${createdAt}, e."id" AS "eventId", e."title" AS "eventTitle", e."location" AS "eventLocation", tr."origin", tr."destination", tr."boardingLocation", tr."busId" FROM "CheckIn" c LEFT JOIN "Event" e ON e."id" = c."eventId" LEFT JOIN "Trip" tr ON tr."id" = c."tripId" WHERE c."userId" = ${p} ORDER BY c."createdAt" DESC, c."id" DESC`;
export const SQLITE_PASS_USAGE = usageSql(`c."createdAt" AS "createdAt"`, sqliteTextParam());

/** 'Ver Utilização': every check-in of the pass, newest first (events and boardings), in one statement. */
export async function passUsage(userId: string) {
  const rows = await rawRead<UsageRow>({
    name: "t26-pass-usage",
    sqlite: { text: SQLITE_PASS_USAGE, values: [userId] },
    // timestamp(3) without time zone, in UTC: as milliseconds, whatever the server's time zone.
    postgres: {
      text: usageSql(`(extract(epoch from c."createdAt") * 1000)::float8 AS "createdMs"`, "$1"),
      values: [userId],
    },
  });
  return rows.map((r) => ({
    id: r.id,
    at: r.createdMs !== undefined ? toDate(Number(r.createdMs)) : toDate(r.createdAt),
    kind: r.eventId !== null ? ("event" as const) : ("trip" as const),
    title: r.eventId !== null ? r.eventTitle! : `${r.origin} → ${r.destination}`,
    location: r.eventId !== null ? r.eventLocation! : `${r.boardingLocation} · ${r.busId}`,
  }));
}
