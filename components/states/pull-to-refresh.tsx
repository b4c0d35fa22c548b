"use client";

import { ArrowDownIcon } from "@/components/icons/svg/arrow-down";
import { RefreshCwIcon } from "@/components/icons/svg/refresh-cw";
import { PULL_THRESHOLD, usePullToRefresh } from "@/hooks/use-pull-to-refresh";

/** states.pull's texts, translated by the caller (components/states/state-labels.ts). */
export interface PullLabels {
  pull: string;
  release: string;
  refreshing: string;
}

/**
 * The pull-to-refresh indicator of a list (feed, news, notifications): it follows the finger,
 * says when letting go will refresh, and spins while the list reloads. With reduced motion it
 * neither moves nor spins: it only appears with its text.
 */
export function PullToRefresh({
  labels,
  onRefresh,
}: {
  labels: PullLabels;
  onRefresh: () => Promise<unknown>;
}) {
  const state = usePullToRefresh(onRefresh);
  if (state.phase === "idle") return null;
  const distance = state.phase === "pulling" ? state.distance : PULL_THRESHOLD;
  const ready = state.phase === "pulling" && state.distance >= PULL_THRESHOLD;
  const Icon = state.phase === "refreshing" ? RefreshCwIcon : ArrowDownIcon;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-16 z-30 flex justify-center motion-reduce:transform-none!"
      style={{ transform: `translateY(${Math.round(distance / 2)}px)` }}
      data-testid="pull-indicator"
      data-phase={state.phase === "refreshing" ? "refreshing" : ready ? "ready" : "pulling"}
    >
      <span
        role="status"
        className="flex items-center gap-2 rounded-full border bg-background px-3 py-1.5 text-xs font-medium shadow-md"
      >
        <Icon
          aria-hidden="true"
          // Joined, not merged (cn): none of them conflict (app/first-load-news.test.ts).
          className={[
            "size-4 text-primary transition-transform motion-reduce:transition-none",
            ready && "rotate-180 motion-reduce:rotate-0",
            state.phase === "refreshing" && "animate-spin motion-reduce:animate-none",
          ]
            .filter(Boolean)
            .join(" ")}
        />
        {state.phase === "refreshing" ? labels.refreshing : ready ? labels.release : labels.pull}
      </span>
    </div>
  );
}
