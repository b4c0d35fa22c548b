"use client";

import { BellRingIcon } from "@/components/icons/svg/bell-ring";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { BroadcastSent } from "@/lib/server/services/notifications/broadcast";

/** Staff: after organisers changed this event, tell everyone enrolled ('Programação alterada'). */
export function NotifyChangeButton({ eventId }: { eventId: string }) {
  const t = useTranslations("staffNews");
  const send = useApiAction(
    () => apiFetch<BroadcastSent>(`/api/staff/events/${eventId}/notify-change`, { method: "POST" }),
    { fallback: t("failed"), onSuccess: (res) => void toast.success(t("sent", { count: res.sent })) },
  );
  return (
    <Button
      variant="outline"
      onClick={() => void send.run()}
      disabled={send.busy}
      data-testid="staff-item-notify-change"
    >
      <BellRingIcon aria-hidden="true" /> {t("notifyChange")}
    </Button>
  );
}
