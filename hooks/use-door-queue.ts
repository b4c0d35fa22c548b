"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useOnline } from "@/hooks/use-online";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { SyncResponse, SyncResult } from "@/lib/server/services/checkin/types";
import { deviceId, enqueue, queued, removeQueued, type ItemType, type QueuedScan } from "@/lib/staff-offline";
import { toast } from "@/lib/toast";

export const SYNC_POLL_MS = 10_000;
/** Reads per sync request (the route's body limit holds a few hundred). */
const SYNC_CHUNK = 100;

export interface DoorQueueOptions {
  /** Each queued read's answer from the server, as it arrives. */
  onResult: (result: SyncResult, queuedAs: QueuedScan | undefined) => void;
  /** After a sync that sent something (the reader reloads its counts). */
  onSynced: () => Promise<void> | void;
}

/**
 * The reader's connection and its queue of reads made offline. `online` is the browser's
 * network and the server's reachability together: a request that fails without an answer
 * marks the server unreachable until the next request gets through or the network comes back.
 * Queued reads are sent every few seconds while online, and at once when the network returns.
 */
export function useDoorQueue(item: { type: ItemType; id: string }, options: DoorQueueOptions) {
  const t = useTranslations("reader");
  const browserOnline = useOnline();
  const [reachable, setReachable] = useState(true);
  const [pending, setPending] = useState(0);
  const syncing = useRef(false);
  const handlers = useRef(options);
  useLayoutEffect(() => {
    handlers.current = options;
  });

  /** Records a request's outcome: a success means the server is reachable, a failure without an answer that it is not. */
  const reached = useCallback((error?: unknown) => {
    if (error === undefined) setReachable(true);
    else if (!(error instanceof ApiError)) setReachable(false);
  }, []);

  const countPending = useCallback(
    async () => (await queued()).filter((q) => q.type === item.type && q.itemId === item.id).length,
    [item.type, item.id],
  );
  const refreshPending = useCallback(async () => setPending(await countPending()), [countPending]);

  const add = useCallback(
    async (scan: QueuedScan) => {
      await enqueue(scan);
      await refreshPending();
    },
    [refreshPending],
  );

  const sync = useCallback(async () => {
    if (syncing.current) return;
    const batch = await queued();
    if (!batch.length) return;
    syncing.current = true;
    try {
      let duplicates = 0;
      let synced = 0;
      for (let i = 0; i < batch.length; i += SYNC_CHUNK) {
        const chunk = batch.slice(i, i + SYNC_CHUNK);
        const res = await apiFetch<SyncResponse>("/api/staff/checkin/sync", {
          body: {
            deviceId: deviceId(),
            scans: chunk.map(({ nonce, type, itemId, code, scannedAt, overrideReason }) => ({
              nonce,
              type,
              itemId,
              code,
              scannedAt,
              // Accepted outside the door window by staff, with this reason.
              ...(overrideReason ? { overrideReason } : {}),
            })),
          },
        });
        synced += res.results.length;
        duplicates += res.results.filter((r) => !r.ok && r.code === "ALREADY_CHECKED_IN" && !r.replay).length;
        for (const r of res.results)
          handlers.current.onResult(
            r,
            chunk.find((c) => c.nonce === r.nonce),
          );
        await removeQueued(chunk.map((c) => c.nonce));
      }
      reached();
      toast.success(t("synced", { count: synced }));
      if (duplicates) toast.warning(t("duplicatesAfterSync", { count: duplicates }));
      await handlers.current.onSynced();
    } catch (e) {
      reached(e);
    } finally {
      syncing.current = false;
      await refreshPending();
    }
  }, [reached, refreshPending, t]);

  useEffect(() => {
    let live = true;
    void countPending().then((n) => live && setPending(n));
    const goOnline = () => {
      setReachable(true);
      void sync();
    };
    window.addEventListener("online", goOnline);
    const timer = window.setInterval(() => {
      if (navigator.onLine) void sync();
    }, SYNC_POLL_MS);
    return () => {
      live = false;
      window.removeEventListener("online", goOnline);
      window.clearInterval(timer);
    };
  }, [countPending, sync]);

  return { online: browserOnline && reachable, pending, add, sync, reached };
}
