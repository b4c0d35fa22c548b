"use client";

import { MegaphoneIcon } from "@/components/icons/svg/megaphone";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { BroadcastSent } from "@/lib/server/services/notifications/broadcast";

/** Staff: send an important news item to every participant (once each). */
export function NewsBroadcast({ items }: { items: { id: string; title: string; told: number }[] }) {
  const t = useTranslations("staffNews");
  const [told, setTold] = useState(Object.fromEntries(items.map((i) => [i.id, i.told])));
  const send = useApiAction(
    async (id: string) => {
      const res = await apiFetch<BroadcastSent>(`/api/staff/news/${id}/notify`, { method: "POST" });
      return { id, sent: res.sent };
    },
    {
      fallback: t("failed"),
      onSuccess: ({ id, sent }) => {
        setTold((m) => ({ ...m, [id]: (m[id] ?? 0) + sent }));
        toast.success(t("sent", { count: sent }));
      },
    },
  );

  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  return (
    <ul className="space-y-3">
      {items.map((n) => (
        <li key={n.id} className="rounded-2xl border bg-card p-4" data-testid="staff-news" data-news={n.id}>
          <p className="font-semibold">{n.title}</p>
          <p className="text-xs text-muted-foreground" data-testid="staff-news-told">
            {t("told", { count: told[n.id] ?? 0 })}
          </p>
          <Button
            size="sm"
            className="mt-3"
            onClick={() => void send.run(n.id)}
            disabled={send.busy}
            data-testid="staff-news-send"
          >
            <MegaphoneIcon className="size-4" aria-hidden="true" /> {t("send")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
