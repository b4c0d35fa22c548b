/**
 * The staff reader's offline mode (browser only): the item's roster and public key kept in
 * IndexedDB, passes verified on the device with the public key alone, reads queued with a
 * unique nonce and synced later (the server accepts each nonce once).
 */
import * as ed from "@noble/ed25519";
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { windowVerdict } from "@/lib/door-window";
import { lookupIn } from "@/lib/door-lookup";
import { MEMBER_CODE, looksLikeToken, normaliseMemberCode, parseToken } from "@/lib/pass-token";
import type { ItemRoster } from "@/lib/server/services/checkin/types";
import type { ItemType } from "@/lib/validations/checkin";

export type { ItemType };

/** The item's roster as GET …/roster sends it (kept in IndexedDB for offline reads). */
export type Roster = ItemRoster;

export interface QueuedScan {
  nonce: string;
  type: ItemType;
  itemId: string;
  code: string;
  scannedAt: string;
  /** What the device concluded locally (shown at once; the server has the last word). */
  userId: string | null;
  /** Staff accepted the read outside the door window: why (the server keeps it with the check-in). */
  overrideReason?: string;
}

/** The roster as kept on the device: when it was saved, on the device's own clock. */
export type SavedRoster = Roster & { savedAt: string };

interface StaffDb extends DBSchema {
  rosters: { key: string; value: SavedRoster };
  queue: { key: string; value: QueuedScan; indexes: { byItem: [string, string] } };
}

let dbPromise: Promise<IDBPDatabase<StaffDb>> | undefined;
function staffDb() {
  dbPromise ??= openDB<StaffDb>("t26-staff", 1, {
    upgrade(db) {
      db.createObjectStore("rosters");
      db.createObjectStore("queue", { keyPath: "nonce" }).createIndex("byItem", ["type", "itemId"]);
    },
  });
  return dbPromise;
}

const rosterKey = (type: ItemType, id: string) => `${type}:${id}`;

export async function saveRoster(type: ItemType, id: string, roster: Roster): Promise<SavedRoster> {
  const saved = { ...roster, savedAt: new Date().toISOString() };
  await (await staffDb()).put("rosters", saved, rosterKey(type, id));
  return saved;
}

/**
 * "Now" on the server's business clock, from the device: the roster says what the business clock
 * read when it was saved, and the device's clock has moved on since. Without APP_NOW (production)
 * this is the device's own time.
 */
export function businessNow(roster: SavedRoster, deviceNow = Date.now()): Date {
  return new Date(Date.parse(roster.businessNow) + (deviceNow - Date.parse(roster.savedAt)));
}

export async function loadRoster(type: ItemType, id: string) {
  return (await staffDb()).get("rosters", rosterKey(type, id));
}

export async function enqueue(scan: QueuedScan) {
  await (await staffDb()).put("queue", scan);
}

export async function queued(): Promise<QueuedScan[]> {
  const all = await (await staffDb()).getAll("queue");
  return all.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
}

export async function removeQueued(nonces: string[]) {
  const db = await staffDb();
  const tx = db.transaction("queue", "readwrite");
  await Promise.all([...nonces.map((n) => tx.store.delete(n)), tx.done]);
}

function fromBase64Url(s: string) {
  const b64 = s.replace(/-/g, "+").replace(/_/g, "/") + "==".slice(0, (4 - (s.length % 4)) % 4);
  return Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
}

/** Verifies a pass token with the public key only (never the secret). */
export async function verifyPassOffline(text: string, key: Roster["key"]): Promise<string | null> {
  const parsed = parseToken(text);
  if (!parsed || parsed.kind !== "p" || parsed.version !== key.version) return null;
  try {
    return (await ed.verifyAsync(
      parsed.signature,
      new TextEncoder().encode(parsed.message),
      fromBase64Url(key.publicKey),
    ))
      ? parsed.id
      : null;
  } catch {
    return null;
  }
}

export type OfflineVerdict =
  | { ok: true; userId: string; name: string; memberCode: string }
  | {
      ok: false;
      code: "INVALID_CODE" | "NOT_IN_ITEM" | "ALREADY_CHECKED_IN" | "OUTSIDE_WINDOW";
      userId: string | null;
      name: string | null;
      memberCode?: string;
      at?: string;
    };

/**
 * The device's own judgement of a read while offline: signature, roster, what it already saw, and
 * the door window (the same rule as the server's, lib/door-window.ts) unless staff accepted the
 * read anyway (`overridden`).
 */
export async function judgeOffline(
  code: string,
  roster: SavedRoster,
  seenUserIds: Map<string, string>,
  { overridden = false, deviceNow = Date.now() }: { overridden?: boolean; deviceNow?: number } = {},
): Promise<OfflineVerdict> {
  let userId: string | null = null;
  if (looksLikeToken(code.trim())) userId = await verifyPassOffline(code.trim(), roster.key);
  else {
    const mc = normaliseMemberCode(code);
    if (MEMBER_CODE.test(mc)) userId = roster.participants.find((p) => p.memberCode === mc)?.id ?? null;
    if (!userId && MEMBER_CODE.test(mc)) return { ok: false, code: "NOT_IN_ITEM", userId: null, name: null };
  }
  if (!userId) return { ok: false, code: "INVALID_CODE", userId: null, name: null };
  const person = roster.participants.find((p) => p.id === userId);
  if (!person) return { ok: false, code: "NOT_IN_ITEM", userId, name: null };
  const at = seenUserIds.get(userId);
  if (at) return { ok: false, code: "ALREADY_CHECKED_IN", userId, name: person.name, at };
  if (!overridden && windowVerdict(businessNow(roster, deviceNow), roster.window))
    return { ok: false, code: "OUTSIDE_WINDOW", userId, name: person.name, memberCode: person.memberCode };
  return { ok: true, userId, name: person.name, memberCode: person.memberCode };
}

/** The look-up without a network: the same matching as the server's, on the saved roster. */
export function lookupOffline(query: string, roster: Roster) {
  return lookupIn(query, roster.participants);
}

export function newNonce() {
  return crypto.randomUUID();
}

export function deviceId() {
  const KEY = "t26.staff.device";
  let id = localStorage.getItem(KEY);
  if (!id) {
    id = `dev-${crypto.randomUUID().slice(0, 18)}`;
    localStorage.setItem(KEY, id);
  }
  return id;
}
