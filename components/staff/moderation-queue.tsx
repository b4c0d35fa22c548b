"use client";

import { EyeOffIcon } from "@/components/icons/svg/eye-off";
import { FlagIcon } from "@/components/icons/svg/flag";
import { XIcon } from "@/components/icons/svg/x";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { RelativeTime } from "@/components/clock/relative-time";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { ReportView } from "@/lib/server/services/community/reports";
import { toast } from "@/lib/toast";
import { EmptyState } from "@/components/ui/empty-state";

/** The staff moderation queue: each open report with its content; hide the content or dismiss. */
export function ModerationQueue({ initial }: { initial: ReportView[] }) {
  const t = useTranslations("moderation");
  const c = useTranslations("community");
  const [items, setItems] = useState(initial);

  const decision = useApiAction(
    async (item: ReportView, action: "hide" | "dismiss") => {
      await apiFetch(`/api/staff/reports/${item.id}`, { body: { action } });
      return { item, action };
    },
    {
      fallback: c("retryLater"),
      onSuccess: ({ item, action }) => {
        // Hiding closes every open report on that content.
        setItems((list) =>
          list.filter(
            (x) => x.id !== item.id && !(action === "hide" && x.content && x.content.id === item.content?.id),
          ),
        );
        toast.success(action === "hide" ? t("hidden") : t("dismissed"));
      },
    },
  );
  const decide = (item: ReportView, action: "hide" | "dismiss") => void decision.run(item, action);
  const busy = decision.busy;

  if (items.length === 0)
    return (
      <EmptyState icon={FlagIcon} data-testid="reports-empty">
        {t("empty")}
      </EmptyState>
    );
  return (
    <ul className="space-y-3">
      {items.map((item) => (
        <li
          key={item.id}
          className="rounded-2xl border bg-card p-4"
          data-testid="report-item"
          data-report={item.id}
        >
          <div className="flex flex-wrap items-center gap-2 text-xs">
            <Badge variant="outline">{item.contentType === "post" ? t("post") : t("comment")}</Badge>
            <Badge className="bg-red-100 text-red-800 dark:bg-red-950/40 dark:text-red-200">
              {c(`reasons.${item.reason}`)}
            </Badge>
            <RelativeTime iso={item.createdAt} className="text-muted-foreground" testId="report-time" />
          </div>
          <blockquote
            className="mt-3 rounded-xl bg-muted/60 p-3 text-sm break-words whitespace-pre-line"
            data-testid="report-content"
          >
            {item.content ? item.content.text : t("gone")}
          </blockquote>
          {item.content && (
            <p className="mt-1 text-xs text-muted-foreground">{t("author", { name: item.content.author })}</p>
          )}
          <p className="mt-2 text-sm">“{item.observations}”</p>
          <p className="text-xs text-muted-foreground">{t("by", { name: item.reporter })}</p>
          <div className="mt-3 grid grid-cols-2 gap-2">
            <Button
              variant="destructive"
              size="sm"
              disabled={busy}
              onClick={() => decide(item, "hide")}
              data-testid="report-hide"
            >
              <EyeOffIcon className="size-4" aria-hidden="true" /> {t("hide")}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => decide(item, "dismiss")}
              data-testid="report-dismiss"
            >
              <XIcon className="size-4" aria-hidden="true" /> {t("dismiss")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
