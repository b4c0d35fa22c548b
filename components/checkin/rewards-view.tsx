"use client";

import { GiftIcon, LockIcon, MapPinIcon, ScanLineIcon, StarIcon, TrophyIcon, UnlockIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { QrScanner } from "@/components/checkin/qr-scanner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from "@/components/ui/sheet";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/hooks/use-api-action";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

export interface RewardHistoryItem {
  id: string;
  name: string;
  points: number;
  date: string;
  time: string;
}

export interface RewardPointView {
  id: string;
  cityId: string;
  name: string;
  description: string;
  location: string;
  points: number;
  unlocked: boolean;
  unlockedAt: string | null;
}

export interface RewardsViewProps {
  summary: {
    unlockedRewards: number;
    totalPoints: number;
    ranking: number;
    totalParticipants: number;
    percentile: number;
  };
  recent: RewardHistoryItem[];
  history: RewardHistoryItem[];
  cities: { id: string; name: string }[];
  points: RewardPointView[];
}

function HistoryList({ items }: { items: RewardHistoryItem[] }) {
  const t = useTranslations("rewards");
  return (
    <ul className="divide-y">
      {items.map((h) => (
        <li key={h.id} className="flex items-center gap-3 py-3" data-testid="reward-history-item">
          <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700">
            <GiftIcon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{h.name}</p>
            <p className="text-xs text-muted-foreground">{t("when", { date: h.date, time: h.time })}</p>
          </div>
          <span className="font-semibold text-amber-700">+{h.points}</span>
        </li>
      ))}
    </ul>
  );
}

export function RewardsView({ summary, recent, history, cities, points }: RewardsViewProps) {
  const t = useTranslations("rewards");
  const router = useRouter();
  const [scanning, setScanning] = useState(false);
  const [detail, setDetail] = useState<RewardPointView | null>(null);
  const busy = useRef(false);

  async function onDecode(text: string) {
    if (busy.current) return;
    busy.current = true;
    try {
      const res = await apiFetch<{ point: { name: string; points: number } }>("/api/rewards/unlock", {
        body: { code: text },
      });
      toast.success(t("unlocked", { name: res.point.name, points: res.point.points }));
      setScanning(false);
      router.refresh();
    } catch (e) {
      if (e instanceof ApiError && e.code === "REWARD_ALREADY_UNLOCKED") {
        toast.info(e.message);
        setScanning(false);
      } else toast.error(errorMessage(e, t("scanFailed")));
    } finally {
      // A moment before the next read, so one QR held in front of the camera is one request.
      window.setTimeout(() => (busy.current = false), 1500);
    }
  }

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-5">
      <section
        className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-600 p-5 text-white shadow-lg"
        data-testid="rewards-summary"
      >
        <div className="flex items-center gap-2 text-sm text-white/80">
          <TrophyIcon className="size-4" aria-hidden="true" /> {t("summaryTitle")}
        </div>
        <p className="mt-2 text-4xl font-bold" data-testid="rewards-points">
          {t("points", { points: summary.totalPoints })}
        </p>
        <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
          <div className="rounded-2xl bg-white/15 p-2">
            <dt className="text-xs text-white/75">{t("unlockedRewards")}</dt>
            <dd className="text-lg font-semibold" data-testid="rewards-unlocked">
              {summary.unlockedRewards}
            </dd>
          </div>
          <div className="rounded-2xl bg-white/15 p-2">
            <dt className="text-xs text-white/75">{t("ranking")}</dt>
            <dd className="text-base leading-tight font-semibold" data-testid="rewards-ranking">
              {t("rankingValue", { ranking: summary.ranking, total: summary.totalParticipants })}
            </dd>
          </div>
          <div className="rounded-2xl bg-white/15 p-2">
            <dt className="text-xs text-white/75">{t("percentile")}</dt>
            <dd className="text-base leading-tight font-semibold" data-testid="rewards-percentile">
              {t("percentileValue", { percentile: summary.percentile })}
            </dd>
          </div>
        </dl>
        <Button
          variant="secondary"
          size="lg"
          className="mt-4 w-full"
          onClick={() => setScanning(true)}
          data-testid="rewards-scan"
        >
          <ScanLineIcon aria-hidden="true" /> {t("scan")}
        </Button>
      </section>

      <section aria-labelledby="recent-title">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="recent-title" className="text-lg font-semibold">
            {t("recentTitle")}
          </h2>
          {history.length > 0 && (
            <Sheet>
              <SheetTrigger asChild>
                <Button variant="link" size="sm" data-testid="rewards-history-open">
                  {t("seeAll")}
                </Button>
              </SheetTrigger>
              <SheetContent
                side="bottom"
                className="max-h-[80dvh] overflow-y-auto rounded-t-3xl"
                closeLabel={t("close")}
              >
                <SheetHeader>
                  <SheetTitle>{t("historyTitle")}</SheetTitle>
                  <SheetDescription>{t("historyDescription", { count: history.length })}</SheetDescription>
                </SheetHeader>
                <div className="px-4 pb-6">
                  <HistoryList items={history} />
                </div>
              </SheetContent>
            </Sheet>
          )}
        </div>
        {recent.length === 0 ? (
          <p
            className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground"
            data-testid="rewards-empty"
          >
            {t("recentEmpty")}
          </p>
        ) : (
          <div className="rounded-2xl border bg-card px-4" data-testid="rewards-recent">
            <HistoryList items={recent} />
          </div>
        )}
      </section>

      <section aria-labelledby="discover-title">
        <h2 id="discover-title" className="mb-2 text-lg font-semibold">
          {t("discoverTitle")}
        </h2>
        <Tabs defaultValue={cities[0]?.id}>
          <TabsList className="w-full">
            {cities.map((c) => (
              <TabsTrigger key={c.id} value={c.id} className="flex-1">
                {c.name}
              </TabsTrigger>
            ))}
          </TabsList>
          {cities.map((c) => (
            <TabsContent key={c.id} value={c.id}>
              <ul className="space-y-2">
                {points
                  .filter((p) => p.cityId === c.id)
                  .map((p) => (
                    <li key={p.id}>
                      <button
                        type="button"
                        onClick={() => setDetail(p)}
                        data-testid="reward-point"
                        data-state={p.unlocked ? "unlocked" : "locked"}
                        className={cn(
                          "flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:bg-muted",
                          p.unlocked ? "border-amber-300 bg-amber-50" : "bg-card",
                        )}
                      >
                        <span
                          className={cn(
                            "flex size-10 shrink-0 items-center justify-center rounded-full",
                            p.unlocked ? "bg-amber-400 text-white" : "bg-muted text-muted-foreground",
                          )}
                        >
                          {p.unlocked ? (
                            <UnlockIcon className="size-5" aria-hidden="true" />
                          ) : (
                            <LockIcon className="size-5" aria-hidden="true" />
                          )}
                        </span>
                        <span className="min-w-0 flex-1">
                          <span className="block truncate font-medium">{p.name}</span>
                          <span className="block text-xs text-muted-foreground">
                            {p.unlocked ? t("unlockedState") : t("lockedState")}
                          </span>
                        </span>
                        <span className="flex items-center gap-1 text-sm font-semibold text-amber-700">
                          <StarIcon className="size-4" aria-hidden="true" />
                          {p.points}
                        </span>
                      </button>
                    </li>
                  ))}
              </ul>
            </TabsContent>
          ))}
        </Tabs>
      </section>

      <Dialog open={!!detail} onOpenChange={(open) => !open && setDetail(null)}>
        <DialogContent closeLabel={t("close")}>
          {detail && (
            <>
              <DialogHeader>
                <DialogTitle>{detail.name}</DialogTitle>
                <DialogDescription>{detail.description}</DialogDescription>
              </DialogHeader>
              <p className="flex items-center gap-2 text-sm">
                <MapPinIcon className="size-4" aria-hidden="true" /> {detail.location}
              </p>
              <p className="flex items-center gap-2 text-sm font-semibold text-amber-700">
                <StarIcon className="size-4" aria-hidden="true" /> {t("points", { points: detail.points })}
              </p>
              <p
                className={cn(
                  "rounded-xl p-3 text-sm",
                  detail.unlocked ? "bg-amber-50 text-amber-800" : "bg-muted text-muted-foreground",
                )}
                data-testid="reward-detail-state"
              >
                {detail.unlocked ? t("unlockedAt", { when: detail.unlockedAt ?? "" }) : t("lockedHint")}
              </p>
            </>
          )}
        </DialogContent>
      </Dialog>

      <Dialog open={scanning} onOpenChange={setScanning}>
        <DialogContent closeLabel={t("close")}>
          <DialogHeader>
            <DialogTitle>{t("scanTitle")}</DialogTitle>
            <DialogDescription>{t("scanHint")}</DialogDescription>
          </DialogHeader>
          {scanning && <QrScanner onDecode={onDecode} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}
