"use client";

import { GiftIcon } from "@/components/icons/svg/gift";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazySheet } from "@/components/ui/lazy-overlay";
import type { RewardHistoryItem } from "./rewards-view";

function HistoryList({ items }: { items: RewardHistoryItem[] }) {
  const t = useTranslations("rewards");
  return (
    <ul className="divide-y">
      {items.map((h) => (
        <li key={h.id} className="flex items-center gap-3 py-3" data-testid="reward-history-item">
          <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950/40 dark:text-amber-300">
            <GiftIcon className="size-4" aria-hidden="true" />
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">{h.name}</p>
            <p className="text-xs text-muted-foreground">{t("when", { date: h.date, time: h.time })}</p>
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
}: {
  recent: RewardHistoryItem[];
  history: RewardHistoryItem[];
}) {
  const t = useTranslations("rewards");
  const [open, setOpen] = useState(false);
  const button = (
    <Button variant="link" size="sm" data-testid="rewards-history-open">
      {t("seeAll")}
    </Button>
  );
  return (
    <section aria-labelledby="recent-title">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="recent-title" className="text-lg font-semibold">
          {t("recentTitle")}
        </h2>
        {history.length > 0 && (
          <LazySheet
            active={open}
            onLoadError={() => setOpen(false)}
            placeholder={{ trigger: button, popup: "dialog", onOpen: () => setOpen(true) }}
          >
            {({ Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger }) => (
              <Sheet open={open} onOpenChange={setOpen}>
                <SheetTrigger asChild>{button}</SheetTrigger>
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
          </LazySheet>
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
  );
}
