"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { QrScanner } from "@/components/checkin/qr-scanner";
import { useRewardUnlock } from "@/hooks/use-reward-unlock";
import { RewardHistory } from "./reward-history";
import { RewardCodeEntry } from "./reward-code-entry";
import { RewardPoints } from "./reward-points";
import { RewardsSummary } from "./rewards-summary";
import { LazyDialog, usePreloadWhenIdle } from "@/components/ui/lazy-overlay";

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
    /** Null until the participant has points (and a ticket): no made-up place in the ranking. */
    ranking: number | null;
    totalParticipants: number | null;
    percentile: number | null;
  };
  recent: RewardHistoryItem[];
  history: RewardHistoryItem[];
  cities: { id: string; name: string }[];
  points: RewardPointView[];
}

/** /rewards: the summary, the last unlocks, every city's points, and the scanner that unlocks them. */
export function RewardsView({ summary, recent, history, cities, points }: RewardsViewProps) {
  const t = useTranslations("rewards");
  const j = useTranslations("journey.rewardCode");
  const [scanning, setScanning] = useState(false);
  const [noCamera, setNoCamera] = useState(false);
  const unlock = useRewardUnlock(() => setScanning(false));
  // The scanner opens offline too: its dialog's code is fetched once the page is idle.
  usePreloadWhenIdle(LazyDialog.preload);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-5">
      <RewardsSummary summary={summary} onScan={() => setScanning(true)} />
      <RewardHistory recent={recent} history={history} />
      <RewardPoints cities={cities} points={points} />
      <LazyDialog active={scanning} onLoadError={() => setScanning(false)}>
        {({ Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle }) => (
          <Dialog open={scanning} onOpenChange={setScanning}>
            <DialogContent closeLabel={t("close")}>
              <DialogHeader>
                <DialogTitle>{t("scanTitle")}</DialogTitle>
                <DialogDescription>{t("scanHint")}</DialogDescription>
              </DialogHeader>
              {scanning && (
                <>
                  <QrScanner
                    onDecode={unlock}
                    onProblem={() => setNoCamera(true)}
                    manualHint={j("useField")}
                  />
                  <RewardCodeEntry onSubmit={unlock} highlight={noCamera} />
                </>
              )}
            </DialogContent>
          </Dialog>
        )}
      </LazyDialog>
    </div>
  );
}
