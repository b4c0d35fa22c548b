"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDoorFeedback, type DoorOutcome } from "@/hooks/use-door-feedback";
import { useDoorQueue } from "@/hooks/use-door-queue";
import { readStored, useStoredValue, writeStored } from "@/hooks/use-stored-value";
import { formatDoorWindow } from "@/lib/door-window";
import { ApiError, apiFetch } from "@/lib/api-client";
import { formatTimeWithSeconds } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import type {
  ItemProgress,
  ItemReadsResponse,
  ScanErrorDetails,
  ScanResponse,
  SyncResult,
} from "@/lib/server/services/checkin/types";
import {
  deviceId,
  judgeOffline,
  loadRoster,
  lookupOffline,
  newNonce,
  saveRoster,
  type ItemType,
  type QueuedScan,
  type Roster,
  type SavedRoster,
} from "@/lib/staff-offline";

/**
 * How long a result stays on screen, counted from when it is shown (not from the read: a slow
 * answer must not eat its own display time); reads until then are ignored.
 */
export const LOCK_MS = 3000;
const POLL_MS = 10_000;
const MAX_RECENT = 10;

/** One line of the reader's recent list (and the result flashed over the camera). */
export interface DoorRead {
  id: string;
  at: string;
  ok: boolean;
  name: string | null;
  code: string | null;
  avatarUrl: string | null;
  message: string | null;
  /** Judged on the device and queued; the server has not answered yet. */
  offline?: boolean;
  /** For the sound and vibration (and the screen's wording). */
  outcome: DoorOutcome;
  /** Refused only for the time: staff may accept it anyway, with a reason (the code is read again). */
  overridable?: { code: string };
  /** Let in outside the door window, with a reason. */
  overridden?: boolean;
}

/** hh:mm:ss on the congress's clock, in the reader's language. */
export function useReadTime() {
  const locale = useLocale() as AppLocale;
  return useCallback((iso: string) => formatTimeWithSeconds(iso, locale), [locale]);
}

/**
 * The staff reader of one event or trip: each read goes to the server while online; without a
 * network it is judged on the device against the saved roster and queued (useDoorQueue). Keeps
 * the counts, the last reads and the result being shown.
 */
export function useDoorReader(item: { type: ItemType; id: string }) {
  const t = useTranslations("reader");
  const locale = useLocale() as AppLocale;
  const time = useReadTime();
  const [progress, setProgress] = useState<ItemProgress | null>(null);
  const [recent, setRecent] = useState<DoorRead[]>([]);
  const [flash, setFlash] = useState<DoorRead | null>(null);
  // A read is being answered or its result is on screen: camera reads are ignored.
  const locked = useRef(false);
  const lockTimer = useRef<number | undefined>(undefined);
  // Staff are writing an override reason: the result stays and the camera waits.
  const [holding, setHolding] = useState(false);
  const holdingRef = useRef(false);
  const feedback = useDoorFeedback();
  const roster = useRef<SavedRoster | null>(null);
  const seen = useRef(new Map<string, string>());
  // Bumped by every read shown here: an item answer requested before it is older than the screen.
  const reads = useRef(0);

  const applyItem = useCallback(
    (res: ItemReadsResponse) => {
      setProgress(res.progress);
      setRecent((current) =>
        [
          ...current.filter((r) => r.offline),
          ...res.recent.map(({ errorCode, ...r }) => ({
            ...r,
            message: r.ok ? null : t(`errorsShort.${errorCode ?? "INVALID_CODE"}`),
            outcome: (r.ok
              ? "accepted"
              : errorCode === "ALREADY_CHECKED_IN"
                ? "duplicate"
                : "refused") as DoorOutcome,
          })),
        ].slice(0, MAX_RECENT),
      );
    },
    [t],
  );

  /** The item's counts and last reads, or null when a read happened while they were on the way. */
  const fetchItem = useCallback(async () => {
    const before = reads.current;
    const res = await apiFetch<ItemReadsResponse>(`/api/staff/items/${item.type}/${item.id}`);
    return reads.current === before ? res : null;
  }, [item.type, item.id]);

  // Answers to reads queued offline: the device's verdict gives way to the server's.
  const onResult = useCallback((r: SyncResult, local: QueuedScan | undefined) => {
    setRecent((cur) =>
      cur.map((x) =>
        x.id !== r.nonce
          ? x
          : local?.userId && !r.ok
            ? { ...x, ok: false, message: r.message ?? null, offline: false }
            : { ...x, offline: false },
      ),
    );
  }, []);

  // Called after a sync, by which time refreshItem below exists.
  const queue = useDoorQueue(item, { onResult, onSynced: () => refreshItem() });
  const { reached } = queue;

  const refreshItem = useCallback(
    () =>
      fetchItem().then(
        (res) => {
          if (res) applyItem(res);
          reached();
        },
        (e: unknown) => reached(e),
      ),
    [fetchItem, applyItem, reached],
  );

  useEffect(() => {
    void refreshItem();
    void apiFetch<Roster>(`/api/staff/items/${item.type}/${item.id}/roster`)
      .then((r) => saveRoster(item.type, item.id, r))
      .catch(() => loadRoster(item.type, item.id))
      .then((r) => {
        if (!r) return;
        roster.current = r;
        seen.current = new Map(r.checkedIn.map((c) => [c.userId, c.at]));
      });
    const timer = window.setInterval(() => {
      if (navigator.onLine) void refreshItem();
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [item.type, item.id, refreshItem]);

  const sessionKey = `t26.staff.reads:${item.type}:${item.id}`;
  const sessionReads = Number(useStoredValue("session", sessionKey)) || 0;

  const release = useCallback(() => {
    window.clearTimeout(lockTimer.current);
    holdingRef.current = false;
    setHolding(false);
    locked.current = false;
    setFlash(null);
    performance.mark("door-ready");
  }, []);

  useEffect(() => () => window.clearTimeout(lockTimer.current), []);

  /** The result on screen: the sound, the vibration, and from now on the 3-second lock. */
  function show(read: DoorRead) {
    reads.current += 1;
    setFlash(read);
    setRecent((cur) => [read, ...cur].slice(0, MAX_RECENT));
    feedback.play(read.outcome);
    // This reader's count for the item, for as long as the tab lives.
    writeStored("session", sessionKey, String((Number(readStored("session", sessionKey)) || 0) + 1));
    locked.current = true;
    window.clearTimeout(lockTimer.current);
    lockTimer.current = window.setTimeout(() => {
      if (!holdingRef.current) release();
    }, LOCK_MS);
    // When the answer is painted (the speed test reads these marks).
    requestAnimationFrame(() => {
      performance.mark("door-shown");
      if (performance.getEntriesByName("door-decoded", "mark").length)
        performance.measure("door-answer", "door-decoded", "door-shown");
      if (performance.getEntriesByName("door-ready", "mark").length)
        performance.measure("door-cycle", "door-ready", "door-shown");
      // A day at the door is thousands of reads: keep the last few timings only.
      if (performance.getEntriesByName("door-cycle").length > 50) {
        performance.clearMeasures("door-cycle");
        performance.clearMeasures("door-answer");
        for (const mark of ["door-decoded", "door-shown"]) performance.clearMarks(mark);
      }
    });
  }

  const windowText = (w: { from: string; to: string } | null | undefined) =>
    w ? formatDoorWindow(w, locale) : "";

  async function readOffline(code: string, nonce = newNonce(), overrideReason?: string) {
    const r = roster.current;
    const at = new Date().toISOString();
    const base = { id: nonce, at, code: null, avatarUrl: null };
    if (!r) return show({ ...base, ok: false, name: null, message: t("noRoster"), outcome: "refused" });
    const verdict = await judgeOffline(code, r, seen.current, { overridden: !!overrideReason });
    if (!verdict.ok && verdict.code === "OUTSIDE_WINDOW")
      // Nothing queued: the person is not in. Staff may accept anyway (then it is queued).
      return show({
        ...base,
        ok: false,
        name: verdict.name,
        code: verdict.memberCode ?? null,
        message: t("errors.OUTSIDE_WINDOW", { window: windowText(r.window) }),
        offline: true,
        outcome: "refused",
        overridable: { code },
      });
    await queue.add({
      nonce,
      type: item.type,
      itemId: item.id,
      code,
      scannedAt: at,
      userId: verdict.userId,
      ...(overrideReason ? { overrideReason } : {}),
    });
    if (verdict.ok) {
      seen.current.set(verdict.userId, at);
      setProgress((p) => (p ? { ...p, checkedIn: p.checkedIn + 1 } : p));
      return show({
        ...base,
        ok: true,
        name: verdict.name,
        code: verdict.memberCode,
        message: null,
        offline: true,
        outcome: "accepted",
        overridden: !!overrideReason,
      });
    }
    const message =
      verdict.code === "ALREADY_CHECKED_IN"
        ? t("errors.ALREADY_CHECKED_IN", { time: time(verdict.at!) })
        : verdict.code === "NOT_IN_ITEM"
          ? t(item.type === "event" ? "errors.PARTICIPANT_NOT_IN_EVENT" : "errors.PARTICIPANT_NOT_ON_TRIP")
          : t("errors.INVALID_CODE");
    show({
      ...base,
      ok: false,
      name: verdict.name,
      message,
      offline: true,
      outcome: verdict.code === "ALREADY_CHECKED_IN" ? "duplicate" : "refused",
    });
  }

  /** One read (camera, typed code or a person picked in the look-up); `overrideReason` outside the window. */
  async function read(raw: string, overrideReason?: string) {
    const code = raw.trim();
    if (!code || (locked.current && !overrideReason)) return;
    performance.mark("door-decoded");
    // Locked until the answer is shown; the 3 s start then (show).
    locked.current = true;
    const shown = reads.current;
    try {
      await answer(code, overrideReason);
    } finally {
      // Nothing could be shown (an unexpected failure): the reader must not stay locked.
      if (reads.current === shown) release();
    }
  }

  async function answer(code: string, overrideReason?: string) {
    if (!queue.online || !navigator.onLine) return readOffline(code, undefined, overrideReason);
    const at = new Date().toISOString();
    // The read's nonce travels with it: if the answer is lost, the queued retry is the same read.
    const nonce = newNonce();
    try {
      const res = await apiFetch<ScanResponse>("/api/staff/checkin/scan", {
        body: {
          type: item.type,
          itemId: item.id,
          code,
          deviceId: deviceId(),
          nonce,
          ...(overrideReason ? { overrideReason } : {}),
        },
      });
      setProgress(res.progress);
      seen.current.set(res.participant.id, res.checkedInAt);
      show({
        id: `${at}-${res.participant.id}`,
        at,
        ok: true,
        name: res.participant.name,
        code: res.participant.memberCode,
        avatarUrl: res.participant.avatarUrl,
        message: null,
        outcome: "accepted",
        overridden: !!overrideReason,
      });
    } catch (e) {
      if (!(e instanceof ApiError)) {
        // The network is gone: this read and the next ones are judged on the device and queued.
        reached(e);
        return readOffline(code, nonce, overrideReason);
      }
      const body = e.body as Partial<ScanErrorDetails> | undefined;
      if (body?.progress) setProgress(body.progress);
      show({
        id: `${at}-${Math.random()}`,
        at,
        ok: false,
        name: body?.participant?.name ?? null,
        code: body?.participant?.memberCode ?? null,
        avatarUrl: body?.participant?.avatarUrl ?? null,
        message: e.message,
        outcome: e.code === "ALREADY_CHECKED_IN" ? "duplicate" : "refused",
        ...(e.code === "OUTSIDE_WINDOW" ? { overridable: { code } } : {}),
      });
    }
  }

  /** "Aceitar mesmo assim": the result stays and the camera waits while the reason is written. */
  function startOverride() {
    window.clearTimeout(lockTimer.current);
    holdingRef.current = true;
    setHolding(true);
  }

  /** The reason is written: the same code again, let in outside the window. */
  async function confirmOverride(reason: string) {
    const code = flash?.overridable?.code;
    holdingRef.current = false;
    setHolding(false);
    if (!code) return release();
    await read(code, reason);
  }

  /** The people of this item matching a name, CPF or member code, from the roster on this device. */
  const lookupLocal = useCallback((query: string) => {
    const r = roster.current;
    if (!r) return null;
    return lookupOffline(query, r).map((p) => ({
      id: p.id,
      name: p.name,
      memberCode: p.memberCode,
      cpfEnd: p.cpfEnd,
      avatarUrl: null,
      checkedInAt: seen.current.get(p.id) ?? null,
    }));
  }, []);

  return {
    progress,
    recent,
    flash,
    online: queue.online,
    pending: queue.pending,
    read,
    holding,
    startOverride,
    confirmOverride,
    cancelOverride: release,
    sessionReads,
    feedback,
    lookupLocal,
  };
}
