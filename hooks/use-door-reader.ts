"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { useDoorQueue } from "@/hooks/use-door-queue";
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
  newNonce,
  saveRoster,
  type ItemType,
  type QueuedScan,
  type Roster,
} from "@/lib/staff-offline";

/** How long a result stays on screen; reads in the meantime are ignored. */
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
  const time = useReadTime();
  const [progress, setProgress] = useState<ItemProgress | null>(null);
  const [recent, setRecent] = useState<DoorRead[]>([]);
  const [flash, setFlash] = useState<DoorRead | null>(null);
  const locked = useRef(false);
  const roster = useRef<Roster | null>(null);
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
      .then(async (r) => {
        await saveRoster(item.type, item.id, r);
        return r;
      })
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

  function show(read: DoorRead) {
    reads.current += 1;
    setFlash(read);
    setRecent((cur) => [read, ...cur].slice(0, MAX_RECENT));
  }

  async function readOffline(code: string, nonce = newNonce()) {
    const r = roster.current;
    const at = new Date().toISOString();
    const base = { id: nonce, at, code: null, avatarUrl: null };
    if (!r) return show({ ...base, ok: false, name: null, message: t("noRoster") });
    const verdict = await judgeOffline(code, r, seen.current);
    await queue.add({ nonce, type: item.type, itemId: item.id, code, scannedAt: at, userId: verdict.userId });
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
      });
    }
    const message =
      verdict.code === "ALREADY_CHECKED_IN"
        ? t("errors.ALREADY_CHECKED_IN", { time: time(verdict.at!) })
        : verdict.code === "NOT_IN_ITEM"
          ? t(item.type === "event" ? "errors.PARTICIPANT_NOT_IN_EVENT" : "errors.PARTICIPANT_NOT_ON_TRIP")
          : t("errors.INVALID_CODE");
    show({ ...base, ok: false, name: verdict.name, message, offline: true });
  }

  async function read(raw: string) {
    const code = raw.trim();
    if (!code || locked.current) return;
    locked.current = true;
    window.setTimeout(() => {
      locked.current = false;
      setFlash(null);
    }, LOCK_MS);
    if (!queue.online || !navigator.onLine) return readOffline(code);
    const at = new Date().toISOString();
    // The read's nonce travels with it: if the answer is lost, the queued retry is the same read.
    const nonce = newNonce();
    try {
      const res = await apiFetch<ScanResponse>("/api/staff/checkin/scan", {
        body: { type: item.type, itemId: item.id, code, deviceId: deviceId(), nonce },
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
      });
    } catch (e) {
      if (!(e instanceof ApiError)) {
        // The network is gone: this read and the next ones are judged on the device and queued.
        reached(e);
        return readOffline(code, nonce);
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
      });
    }
  }

  return { progress, recent, flash, online: queue.online, pending: queue.pending, read };
}
