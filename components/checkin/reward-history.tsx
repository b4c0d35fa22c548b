import { GiftIcon } from "@/components/icons/svg/gift";
import { RewardHistoryButton } from "./reward-history-button";
import type { RewardHistoryLabels, RewardsLooks, RewardsTexts } from "./rewards-labels";
import type { RewardHistoryItem } from "./rewards-view";

// The last rewards unlocked, drawn by the server page; the button that opens the whole history
// and its sheet are ./reward-history-button.tsx.

function HistoryList({ items }: { items: RewardHistoryItem[] }) {
  return (
    <ul className="divide-y">
      {items.map((h) => (
        <li key={h.id} className="flex items-center gap-3 py-3" data-testid="reward-history-item">
          <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950/40 dark:text-amber-300">
            <GiftIcon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{h.name}</p>
            <p className="text-xs text-muted-foreground">{h.when}</p>
          </div>
          <span className="font-semibold text-amber-700 dark:text-amber-300">+{h.points}</span>
        </li>
      ))}
    </ul>
  );
}

/** The last rewards unlocked, and the whole history in a bottom sheet. */
export function RewardHistory({
  recent,
  history,
  texts: t,
  labels,
  looks,
}: {
  recent: RewardHistoryItem[];
  history: RewardHistoryItem[];
  texts: RewardsTexts;
  labels: RewardHistoryLabels;
  looks: RewardsLooks;
}) {
  return (
    <section aria-labelledby="recent-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="recent-title" className="text-lg font-semibold">
          {t.recentTitle}
        </h2>
        {history.length > 0 && (
          <RewardHistoryButton
            className={looks.seeAll}
            labels={labels}
            list={<HistoryList items={history} />}
          />
        )}
      </div>
      {recent.length === 0 ? (
        <p
          className="rounded-2xl border border-dashed p-6 text-center text-sm text-muted-foreground"
          data-testid="rewards-empty"
        >
          {t.recentEmpty}
        </p>
      ) : (
        <div className="rounded-2xl border bg-card px-4" data-testid="rewards-recent">
          <HistoryList items={recent} />
        </div>
      )}
    </section>
  );
}
