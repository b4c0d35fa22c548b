"use client";

import { BellRingIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Staff: after organisers changed this event, tell everyone enrolled ('Programação alterada'). */
export function NotifyChangeButton({ eventId }: { eventId: string }) {
  const t = useTranslations("staffNews");
  const [busy, setBusy] = useState(false);
  async function send() {
    setBusy(true);
    try {
      const res = await apiFetch<{ sent: number }>(`/api/staff/events/${eventId}/notify-change`, {
        method: "POST",
      });
      toast.success(t("sent", { count: res.sent }));
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t("failed"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      onClick={() => void send()}
      disabled={busy}
      data-testid="staff-item-notify-change"
    >
      <BellRingIcon aria-hidden="true" /> {t("notifyChange")}
    </Button>
  );
}
