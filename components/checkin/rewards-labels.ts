import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { TABS_CLASS } from "@/components/ui/tabs-classes";
import { pickTexts } from "@/lib/i18n/pick-texts";
import { cn } from "@/lib/utils";
import type { QrScannerLabels } from "./qr-scanner";

// /rewards' texts and looks, made by its server page (docs/performance.md, "First-load
// JavaScript"): the screen, its scanner, its history sheet and its points' dialog need no messages,
// no `cn` and no Button in the browser. What the server knows (the points, the ranking, each
// unlock's date) is formatted here; the unlock's toast keeps `{name}` and `{points}` (the API's
// answer) for lib/i18n/fill-in.ts. The client components import only the types.

const SCAN_KEYS = ["close", "scanTitle", "scanHint", "scanFailed"] as const;
const CODE_KEYS = ["label", "placeholder", "submit", "hint", "required", "invalid"] as const;
const SCANNER_KEYS = ["useManual", "videoLabel", "torchOn", "torchOff"] as const;
const PROBLEMS = ["denied", "absent", "insecure", "failed"] as const;
const POINTS_KEYS = ["discoverTitle", "unlockedState", "lockedState", "close"] as const;
const SCREEN_KEYS = [
  "summaryTitle",
  "unlockedRewards",
  "ranking",
  "percentile",
  "scan",
  "recentTitle",
  "seeAll",
  "recentEmpty",
] as const;

/** The typed code's field (in the scanner's dialog). */
export type RewardCodeLabels = Record<(typeof CODE_KEYS)[number], string>;

/** The scanner's dialog: `unlocked` keeps `{name}` and `{points}`. */
export type RewardScanLabels = Record<(typeof SCAN_KEYS)[number], string> & {
  useField: string;
  unlocked: string;
  code: RewardCodeLabels;
  scanner: QrScannerLabels;
};

/** 'Descubra' (the tabs and the points' dialog). */
export type RewardPointsLabels = Record<(typeof POINTS_KEYS)[number], string>;

/** The history's sheet; `description` is counted for the history it shows. */
export interface RewardHistoryLabels {
  seeAll: string;
  title: string;
  description: string;
  close: string;
}

/** Button's, Tabs' and the points' classes, merged on the server. */
export interface RewardsLooks {
  /** Button secondary, lg, "mt-4 w-full". */
  scan: string;
  /** Button link, sm. */
  seeAll: string;
  tabs: { root: string; list: string; trigger: string; content: string };
  point: { locked: string; unlocked: string };
  pointIcon: { locked: string; unlocked: string };
}

/** The screen's texts, and those of the values the server knows. */
export type RewardsTexts = Record<(typeof SCREEN_KEYS)[number], string> & {
  rankingPending: string;
  lockedHint: string;
  points: (points: number) => string;
  rankingValue: (ranking: number, total: number) => string;
  percentileValue: (percentile: number) => string;
  when: (date: string, time: string) => string;
  unlockedAt: (when: string) => string;
};

export async function rewardsLabels(historyCount: number): Promise<{
  texts: RewardsTexts;
  scan: RewardScanLabels;
  points: RewardPointsLabels;
  history: RewardHistoryLabels;
}> {
  const [t, j, code, scanner] = await Promise.all([
    getTranslations("rewards"),
    getTranslations("journey"),
    getTranslations("journey.rewardCode"),
    getTranslations("scanner"),
  ]);
  return {
    texts: {
      ...pickTexts(t, SCREEN_KEYS),
      rankingPending: j("rankingPending"),
      lockedHint: t("lockedHint"),
      points: (points) => t("points", { points }),
      rankingValue: (ranking, total) => t("rankingValue", { ranking, total }),
      percentileValue: (percentile) => t("percentileValue", { percentile }),
      when: (date, time) => t("when", { date, time }),
      unlockedAt: (when) => t("unlockedAt", { when }),
    },
    scan: {
      ...pickTexts(t, SCAN_KEYS),
      useField: code("useField"),
      unlocked: t("unlocked", { name: "{name}", points: "{points}" }),
      code: pickTexts(code, CODE_KEYS),
      scanner: {
        ...pickTexts(scanner, SCANNER_KEYS),
        problem: pickTexts((p: (typeof PROBLEMS)[number]) => scanner(`problem.${p}`), PROBLEMS),
      },
    },
    points: pickTexts(t, POINTS_KEYS),
    history: {
      seeAll: t("seeAll"),
      title: t("historyTitle"),
      description: t("historyDescription", { count: historyCount }),
      close: t("close"),
    },
  };
}

export function rewardsLooks(): RewardsLooks {
  const point =
    "flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:bg-muted";
  const icon = "flex size-10 shrink-0 items-center justify-center rounded-full";
  return {
    scan: cn(buttonVariants({ variant: "secondary", size: "lg", className: "mt-4 w-full" })),
    seeAll: cn(buttonVariants({ variant: "link", size: "sm" })),
    tabs: {
      root: cn(TABS_CLASS.root),
      list: cn(TABS_CLASS.list, "w-full"),
      trigger: cn(TABS_CLASS.trigger, "flex-1"),
      content: cn(TABS_CLASS.content),
    },
    point: {
      locked: cn(point, "bg-card"),
      unlocked: cn(point, "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40"),
    },
    pointIcon: {
      locked: cn(icon, "bg-muted text-muted-foreground"),
      unlocked: cn(icon, "bg-amber-400 text-white"),
    },
  };
}
