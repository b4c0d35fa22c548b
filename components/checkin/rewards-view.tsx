"use client";

import { type ReactNode, useEffect, useState } from "react";
import { whenIdle } from "@/lib/idle";
import { RewardScanDialog } from "./reward-overlays-lazy";
import { RewardPoints, type RewardPointsProps } from "./reward-points";
import type { RewardScanLabels } from "./rewards-labels";

// /rewards' browser code (docs/performance.md, "First-load JavaScript"): the server page draws the
// summary's card, the history and the points' icons, translates every text and merges the classes
// (./rewards-labels.ts); this holds the scanner's state, the tabs and the points' buttons. The
// overlays (scanner, a point, the whole history) are one module, loaded on the first open of any
// of them or once the page is idle: /rewards opens offline, and the service worker keeps it.

export interface RewardHistoryItem {
  id: string;
  name: string;
  points: number;
  /** "{date} às {time}", written by the server. */
  when: string;
}

export interface RewardPointView {
  id: string;
  cityId: string;
  name: string;
  description: string;
  location: string;
  points: number;
  unlocked: boolean;
  /** "{points} pontos", written by the server. */
  pointsText: string;
  /** The dialog's state line: "Desbloqueada em {when}" or how to unlock it. */
  stateText: string;
}

export interface RewardsSummaryView {
  summary: {
    unlockedRewards: number;
    totalPoints: number;
    /** Null until the participant has points (and a ticket): no made-up place in the ranking. */
    ranking: number | null;
    totalParticipants: number | null;
    percentile: number | null;
  };
}

/** /rewards: the summary, the last unlocks, every city's points, and the scanner that unlocks them. */
export function RewardsView({
  summary,
  scan,
  history,
  points,
}: {
  /** The summary's card without its button (./rewards-summary.tsx). */
  summary: ReactNode;
  /** 'Escanear QR': its classes (Button secondary, lg), icon and text; the scanner's texts. */
  scan: { className: string; icon: ReactNode; label: string; labels: RewardScanLabels };
  /** The last unlocks (./reward-history.tsx). */
  history: ReactNode;
  points: RewardPointsProps;
}) {
  const [scanning, setScanning] = useState(false);
  useEffect(() => whenIdle(RewardScanDialog.preload, 3000), []);

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6 px-4 py-5">
      <section
        className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-600 p-5 text-white shadow-lg"
        data-testid="rewards-summary"
      >
        {summary}
        <button
          data-slot="button"
          data-variant="secondary"
          data-size="lg"
          className={scan.className}
          onClick={() => setScanning(true)}
          data-testid="rewards-scan"
        >
          {scan.icon} {scan.label}
        </button>
      </section>
      {history}
      <RewardPoints {...points} />
      <RewardScanDialog
        active={scanning}
        onLoadError={() => setScanning(false)}
        open={scanning}
        onOpenChange={setScanning}
        labels={scan.labels}
      />
    </div>
  );
}
