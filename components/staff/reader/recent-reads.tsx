"use client";

import { ListIcon } from "@/components/icons/svg/list";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { useReadTime, type DoorRead } from "@/hooks/use-door-reader";
import { cn } from "@/lib/utils";

export interface RecentReadsProps {
  reads: DoorRead[];
  /** The item's page with every check-in. */
  itemHref: string;
}

/** The last ten reads of this item, newest first; reads still waiting for a sync say so. */
export function RecentReads({ reads, itemHref }: RecentReadsProps) {
  const t = useTranslations("reader");
  const time = useReadTime();
  return (
    <section
      aria-labelledby="recent-reads"
      className="rounded-2xl bg-white text-slate-900 dark:bg-card dark:text-card-foreground"
    >
      <div className="flex items-center justify-between border-b px-4 py-2.5">
        <h2 id="recent-reads" className="text-sm font-semibold">
          {t("recentTitle")}
        </h2>
        <AppLink
          href={itemHref}
          className="flex items-center gap-1 text-xs text-violet-700 underline-offset-2 hover:underline dark:text-violet-300"
          data-testid="reader-item-link"
        >
          <ListIcon className="size-3.5" aria-hidden="true" /> {t("seeAll")}
        </AppLink>
      </div>
      {reads.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-slate-500 dark:text-muted-foreground">
          {t("recentEmpty")}
        </p>
      ) : (
        <ul className="divide-y" data-testid="reader-recent">
          {reads.map((r) => (
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
                <p className="truncate text-xs text-slate-500 dark:text-muted-foreground">
                  {r.ok ? (r.code ?? t("checkedIn")) : r.message}
                </p>
              </div>
              <div className="text-right text-xs text-slate-500 dark:text-muted-foreground">
                <p className="tabular-nums">{time(r.at)}</p>
                {r.offline && <p className="text-amber-600 dark:text-amber-400">{t("waitingSync")}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
