"use client";

import { CheckCircle2Icon, XCircleIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import type { DoorRead } from "@/hooks/use-door-reader";

/** The last read over the camera: who, and welcome or why not. */
export function ReaderResult({ read }: { read: DoorRead }) {
  const t = useTranslations("reader");
  return (
    <div
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 rounded-2xl bg-black/55 p-4 text-center"
      role="status"
      aria-live="assertive"
      data-testid="reader-result"
      data-state={read.ok ? "success" : "error"}
    >
      {read.ok ? (
        <CheckCircle2Icon className="size-14 text-green-300" aria-hidden="true" />
      ) : (
        <XCircleIcon className="size-14 text-red-300" aria-hidden="true" />
      )}
      {!read.ok && (
        <Badge className="bg-red-600 text-white" data-testid="reader-error-badge">
          {t("errorBadge")}
        </Badge>
      )}
      {read.name && (
        <div className="flex items-center gap-2">
          <UserAvatar name={read.name} src={read.avatarUrl} className="size-10 text-sm" />
          <p className="text-lg font-semibold" data-testid="reader-result-name">
            {read.name}
          </p>
        </div>
      )}
      <p className="font-medium" data-testid="reader-result-message">
        {read.ok ? t("welcome") : read.message}
      </p>
      {read.offline && <p className="text-xs text-white/70">{t("savedOffline")}</p>}
    </div>
  );
}
