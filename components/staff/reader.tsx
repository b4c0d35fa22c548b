"use client";

import {
  ArrowLeftIcon,
  CheckCircle2Icon,
  CloudOffIcon,
  KeyboardIcon,
  ListIcon,
  RefreshCwIcon,
  WifiIcon,
  XCircleIcon,
} from "lucide-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { QrScanner } from "@/components/checkin/qr-scanner";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { formatTimeWithSeconds } from "@/lib/format";
import { ApiError, apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import {
  deviceId,
  enqueue,
  judgeOffline,
  loadRoster,
  newNonce,
  queued,
  removeQueued,
  saveRoster,
  type ItemType,
  type Roster,
} from "@/lib/staff-offline";
import type { ScanErrorCode } from "@/lib/server/services/checkin/scan-pass";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

export const LOCK_MS = 3000;
const POLL_MS = 10_000;
const MAX_RECENT = 10;

interface ReaderItem {
  id: string;
  type: ItemType;
  name: string;
  location: string;
  when: string;
}

interface Read {
  id: string;
  at: string;
  ok: boolean;
  name: string | null;
  code: string | null;
  avatarUrl: string | null;
  message: string | null;
  offline?: boolean;
}

interface Participant {
  id: string;
  name: string;
  avatarUrl: string | null;
  memberCode: string;
}

interface ScanOk {
  participant: Participant;
  checkedInAt: string;
  progress: { checkedIn: number; total: number };
}

interface SyncResult {
  nonce: string;
  ok: boolean;
  replay: boolean;
  code?: string;
  message?: string;
  participant: Participant | null;
}

export function Reader({ item }: { item: ReaderItem }) {
  const t = useTranslations("reader");
  const locale = useLocale() as AppLocale;
  const [progress, setProgress] = useState<{ checkedIn: number; total: number } | null>(null);
  const [recent, setRecent] = useState<Read[]>([]);
  const [flash, setFlash] = useState<Read | null>(null);
  const [online, setOnline] = useState(true);
  const [pending, setPending] = useState(0);
  const [manual, setManual] = useState("");
  const [cameraProblem, setCameraProblem] = useState(false);
  const locked = useRef(false);
  const roster = useRef<Roster | null>(null);
  const seen = useRef(new Map<string, string>());
  const syncing = useRef(false);

  const time = useCallback((iso: string) => formatTimeWithSeconds(iso, locale), [locale]);

  const refreshPending = useCallback(
    async () =>
      setPending((await queued()).filter((q) => q.type === item.type && q.itemId === item.id).length),
    [item],
  );

  const loadItem = useCallback(async () => {
    try {
      const res = await apiFetch<{
        progress: { checkedIn: number; total: number };
        recent: (Read & { errorCode: ScanErrorCode | null })[];
      }>(`/api/staff/items/${item.type}/${item.id}`);
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
      setOnline(true);
    } catch (e) {
      if (!(e instanceof ApiError)) setOnline(false);
    }
  }, [item, t]);

  const loadRosterFromServer = useCallback(async () => {
    try {
      const r = await apiFetch<Roster>(`/api/staff/items/${item.type}/${item.id}/roster`);
      roster.current = r;
      seen.current = new Map(r.checkedIn.map((c) => [c.userId, c.at]));
      await saveRoster(item.type, item.id, r);
    } catch {
      const saved = await loadRoster(item.type, item.id);
      if (saved) {
        roster.current = saved;
        seen.current = new Map(saved.checkedIn.map((c) => [c.userId, c.at]));
      }
    }
  }, [item]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    const batch = await queued();
    if (!batch.length) return;
    syncing.current = true;
    try {
      let duplicates = 0;
      let synced = 0;
      for (let i = 0; i < batch.length; i += 100) {
        const chunk = batch.slice(i, i + 100);
        const res = await apiFetch<{ results: SyncResult[] }>("/api/staff/checkin/sync", {
          body: {
            deviceId: deviceId(),
            scans: chunk.map(({ nonce, type, itemId, code, scannedAt }) => ({
              nonce,
              type,
              itemId,
              code,
              scannedAt,
            })),
          },
        });
        synced += res.results.length;
        duplicates += res.results.filter((r) => !r.ok && r.code === "ALREADY_CHECKED_IN" && !r.replay).length;
        // Reads the device thought fine but the server refused (another device was first).
        for (const r of res.results) {
          const local = chunk.find((c) => c.nonce === r.nonce);
          if (local?.userId && !r.ok)
            setRecent((cur) =>
              cur.map((x) =>
                x.id === r.nonce ? { ...x, ok: false, message: r.message ?? null, offline: false } : x,
              ),
            );
          else setRecent((cur) => cur.map((x) => (x.id === r.nonce ? { ...x, offline: false } : x)));
        }
        await removeQueued(chunk.map((c) => c.nonce));
      }
      setOnline(true);
      toast.success(t("synced", { count: synced }));
      if (duplicates) toast.warning(t("duplicatesAfterSync", { count: duplicates }));
      await loadItem();
    } catch (e) {
      if (!(e instanceof ApiError)) setOnline(false);
    } finally {
      syncing.current = false;
      await refreshPending();
    }
  }, [loadItem, refreshPending, t]);

  useEffect(() => {
    void loadItem();
    void loadRosterFromServer();
    void refreshPending();
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener("online", goOnline);
    window.addEventListener("offline", goOffline);
    if (!navigator.onLine) setOnline(false);
    const timer = window.setInterval(() => {
      if (!navigator.onLine) return;
      void sync();
      void loadItem();
    }, POLL_MS);
    return () => {
      window.removeEventListener("online", goOnline);
      window.removeEventListener("offline", goOffline);
      window.clearInterval(timer);
    };
  }, [loadItem, loadRosterFromServer, refreshPending, sync]);

  function show(read: Read) {
    setFlash(read);
    setRecent((cur) => [read, ...cur].slice(0, MAX_RECENT));
  }

  async function handleOffline(code: string, nonce = newNonce()) {
    const r = roster.current;
    const scannedAt = new Date().toISOString();
    if (!r) {
      show({
        id: nonce,
        at: scannedAt,
        ok: false,
        name: null,
        code: null,
        avatarUrl: null,
        message: t("noRoster"),
      });
      return;
    }
    const verdict = await judgeOffline(code, r, seen.current);
    await enqueue({ nonce, type: item.type, itemId: item.id, code, scannedAt, userId: verdict.userId });
    await refreshPending();
    if (verdict.ok) {
      seen.current.set(verdict.userId, scannedAt);
      setProgress((p) => (p ? { ...p, checkedIn: p.checkedIn + 1 } : p));
      show({
        id: nonce,
        at: scannedAt,
        ok: true,
        name: verdict.name,
        code: verdict.memberCode,
        avatarUrl: null,
        message: null,
        offline: true,
      });
    } else {
      const message =
        verdict.code === "ALREADY_CHECKED_IN"
          ? t("errors.ALREADY_CHECKED_IN", { time: time(verdict.at!) })
          : verdict.code === "NOT_IN_ITEM"
            ? t(item.type === "event" ? "errors.PARTICIPANT_NOT_IN_EVENT" : "errors.PARTICIPANT_NOT_ON_TRIP")
            : t("errors.INVALID_CODE");
      show({
        id: nonce,
        at: scannedAt,
        ok: false,
        name: verdict.name,
        code: null,
        avatarUrl: null,
        message,
        offline: true,
      });
    }
  }

  async function handleCode(raw: string) {
    const code = raw.trim();
    if (!code || locked.current) return;
    locked.current = true;
    window.setTimeout(() => {
      locked.current = false;
      setFlash(null);
    }, LOCK_MS);
    if (!online || !navigator.onLine) {
      await handleOffline(code);
      return;
    }
    const at = new Date().toISOString();
    // The read's nonce travels with it: if the answer is lost, the queued retry is the same read.
    const nonce = newNonce();
    try {
      const res = await apiFetch<ScanOk>("/api/staff/checkin/scan", {
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
      if (e instanceof ApiError) {
        const body = e.body as
          { participant?: Participant | null; progress?: { checkedIn: number; total: number } } | undefined;
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
      } else {
        // The network is gone: this read and the next ones are judged on the device and queued.
        setOnline(false);
        await handleOffline(code, nonce);
      }
    }
  }

  const pct =
    progress && progress.total ? Math.min(100, Math.round((100 * progress.checkedIn) / progress.total)) : 0;

  return (
    <main
      className={cn(
        "min-h-dvh transition-colors duration-300",
        flash ? (flash.ok ? "bg-green-600" : "bg-red-600") : "bg-slate-950",
      )}
      data-testid="reader"
      data-flash={flash ? (flash.ok ? "success" : "error") : "idle"}
    >
      <div className="mx-auto flex w-full max-w-md flex-col gap-3 px-4 pt-4 pb-8 text-white">
        <header className="flex items-center gap-2">
          <Link
            href="/app-checkin/home"
            aria-label={t("back")}
            className="inline-flex size-10 items-center justify-center rounded-full bg-white/10 hover:bg-white/20"
          >
            <ArrowLeftIcon aria-hidden="true" />
          </Link>
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-semibold" data-testid="reader-item">
              {item.name}
            </h1>
            <p className="truncate text-xs text-white/70">
              {item.when} · {item.location}
            </p>
          </div>
          <span
            className={cn(
              "flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium",
              online ? "bg-emerald-500/20 text-emerald-200" : "bg-amber-500/25 text-amber-100",
            )}
            data-testid="reader-connection"
            data-state={online ? "online" : "offline"}
          >
            {online ? (
              <WifiIcon className="size-3.5" aria-hidden="true" />
            ) : (
              <CloudOffIcon className="size-3.5" aria-hidden="true" />
            )}
            {online ? t("online") : t("offline")}
          </span>
        </header>

        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span>{t("progress")}</span>
            <span className="font-semibold tabular-nums" data-testid="reader-progress">
              {progress ? t("count", { checkedIn: progress.checkedIn, total: progress.total }) : "…"}
            </span>
          </div>
          <Progress value={pct} className="h-2.5 bg-white/20" aria-label={t("progress")} />
          {pending > 0 && (
            <p className="mt-2 flex items-center gap-1.5 text-xs text-amber-100" data-testid="reader-pending">
              <RefreshCwIcon className="size-3.5" aria-hidden="true" /> {t("pending", { count: pending })}
            </p>
          )}
        </div>

        <div className="relative">
          <QrScanner onDecode={handleCode} onProblem={() => setCameraProblem(true)} paused={!!flash} />
          {flash && (
            <div
              className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-black/55 p-4 text-center"
              role="status"
              aria-live="assertive"
              data-testid="reader-result"
              data-state={flash.ok ? "success" : "error"}
            >
              {flash.ok ? (
                <CheckCircle2Icon className="size-14 text-green-300" aria-hidden="true" />
              ) : (
                <XCircleIcon className="size-14 text-red-300" aria-hidden="true" />
              )}
              {!flash.ok && (
                <Badge className="bg-red-600 text-white" data-testid="reader-error-badge">
                  {t("errorBadge")}
                </Badge>
              )}
              {flash.name && (
                <div className="flex items-center gap-2">
                  <UserAvatar name={flash.name} src={flash.avatarUrl} className="size-10 text-sm" />
                  <p className="text-lg font-semibold" data-testid="reader-result-name">
                    {flash.name}
                  </p>
                </div>
              )}
              <p className="font-medium" data-testid="reader-result-message">
                {flash.ok ? t("welcome") : flash.message}
              </p>
              {flash.offline && <p className="text-xs text-white/70">{t("savedOffline")}</p>}
            </div>
          )}
        </div>

        <form
          className={cn("flex gap-2 rounded-2xl bg-white/10 p-2", cameraProblem && "ring-2 ring-amber-300")}
          onSubmit={(e) => {
            e.preventDefault();
            const value = manual;
            setManual("");
            void handleCode(value);
          }}
        >
          <label htmlFor="manual-code" className="sr-only">
            {t("manualLabel")}
          </label>
          <KeyboardIcon className="mt-2.5 ml-1 size-4 shrink-0 text-white/70" aria-hidden="true" />
          <Input
            id="manual-code"
            value={manual}
            onChange={(e) => setManual(e.target.value)}
            placeholder={t("manualPlaceholder")}
            autoCapitalize="characters"
            autoComplete="off"
            maxLength={40}
            className="border-white/20 bg-white/90 text-slate-900"
            data-testid="reader-manual"
          />
          <Button
            type="submit"
            variant="secondary"
            disabled={!manual.trim()}
            data-testid="reader-manual-submit"
          >
            {t("manualSubmit")}
          </Button>
        </form>

        <section aria-labelledby="recent-reads" className="rounded-2xl bg-white text-slate-900">
          <div className="flex items-center justify-between border-b px-4 py-2.5">
            <h2 id="recent-reads" className="text-sm font-semibold">
              {t("recentTitle")}
            </h2>
            <Link
              href={`/app-checkin/item/${item.type}/${item.id}`}
              className="flex items-center gap-1 text-xs text-violet-700 underline-offset-2 hover:underline"
              data-testid="reader-item-link"
            >
              <ListIcon className="size-3.5" aria-hidden="true" /> {t("seeAll")}
            </Link>
          </div>
          {recent.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-slate-500">{t("recentEmpty")}</p>
          ) : (
            <ul className="divide-y" data-testid="reader-recent">
              {recent.map((r) => (
                <li
                  key={r.id}
                  className="flex items-center gap-3 px-4 py-2.5"
                  data-testid="reader-recent-item"
                  data-state={r.ok ? "success" : "error"}
                >
                  <span
                    className={cn("size-2.5 shrink-0 rounded-full", r.ok ? "bg-green-500" : "bg-red-500")}
                    aria-hidden="true"
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{r.name ?? t("unknownPerson")}</p>
                    <p className="truncate text-xs text-slate-500">
                      {r.ok ? (r.code ?? t("checkedIn")) : r.message}
                    </p>
                  </div>
                  <div className="text-right text-xs text-slate-500">
                    <p className="tabular-nums">{time(r.at)}</p>
                    {r.offline && <p className="text-amber-600">{t("waitingSync")}</p>}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
