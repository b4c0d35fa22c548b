/**
 * What the door's API answers, as the browser receives it: the services' own types with dates
 * as ISO strings. Client code takes them with `import type`, which leaves nothing at run time.
 */
import "server-only";
import type { Jsonified } from "../jsonified";
import type { DoorWindow } from "@/lib/door-window";
import type { ItemProgress } from "./door-fast-path";
import type { LookupPerson } from "./lookup";
import type { OfflineRefusal } from "./offline-scans";
import type { ScanErrorCode, ScannedParticipant } from "./scan-pass";
import type { itemRoster, recentScans, StaffItem } from "./staff-items";

export type { Jsonified };

export type { ItemProgress, ScanErrorCode, ScannedParticipant };

/** GET /api/staff/items?city&type — one row of the staff home's list. */
export type StaffItemRow = Jsonified<StaffItem>;

/** GET /api/staff/items/{type}/{id} — the reader's progress and last reads. */
export interface ItemReadsResponse {
  progress: ItemProgress;
  recent: Jsonified<Awaited<ReturnType<typeof recentScans>>>;
}

/** GET /api/staff/items/{type}/{id}/roster — what an offline reader keeps. */
export type ItemRoster = Jsonified<Awaited<ReturnType<typeof itemRoster>>>;

/** POST /api/staff/checkin/scan — a read let in. */
export type ScanResponse = Jsonified<{
  participant: ScannedParticipant;
  checkedInAt: Date;
  progress: ItemProgress;
}>;

/** POST /api/staff/checkin/scan — the extra fields of its error body (who it was, the counts). */
export type ScanErrorDetails = Jsonified<{
  participant: ScannedParticipant | null;
  firstCheckInAt: Date | null;
  progress: ItemProgress;
  /** OUTSIDE_WINDOW: when the door is open. */
  window: DoorWindow | null;
}>;

/** GET /api/staff/items/{type}/{id}/lookup?q= — people matching a name, CPF or member code. */
export type LookupResponse = Jsonified<{ people: LookupPerson[] }>;
export type LookupPersonRow = LookupResponse["people"][number];

/**
 * POST /api/staff/checkin/sync — the answer for one queued read, as the route builds it (the
 * route checks its results with `satisfies`, so this and the client's type cannot drift apart).
 */
export type SyncAnswer =
  | { nonce: string; ok: true; replay: boolean; participant: ScannedParticipant; checkedInAt: Date }
  | {
      nonce: string;
      ok: false;
      replay: boolean;
      code: ScanErrorCode | OfflineRefusal | "ITEM_NOT_FOUND";
      message: string;
      participant: ScannedParticipant | null;
      firstCheckInAt: Date | null;
    };

/** POST /api/staff/checkin/sync — one queued read's answer as the browser receives it. */
export type SyncResult = Jsonified<SyncAnswer>;

/** POST /api/staff/checkin/sync — the whole answer, one result per queued read, in order. */
export type SyncResponse = { results: SyncResult[] };

/** GET /api/staff/items?city&type — the staff home's list. */
export type StaffItemsResponse = { items: StaffItemRow[] };
