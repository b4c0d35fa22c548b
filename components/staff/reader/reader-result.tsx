"use client";

import { CheckCircle2Icon } from "@/components/icons/svg/circle-check";
import { XCircleIcon } from "@/components/icons/svg/circle-x";
import { ClockAlertIcon } from "@/components/icons/svg/clock-exclamation-point";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { DoorRead } from "@/hooks/use-door-reader";
import { cn } from "@/lib/utils";
import { OVERRIDE_REASON } from "@/lib/validations/limits";

export interface ReaderResultProps {
  read: DoorRead;
  /** Staff are writing the reason to accept a read outside the door window. */
  holding: boolean;
  onStartOverride: () => void;
  onConfirmOverride: (reason: string) => void;
  onCancelOverride: () => void;
}

/** The last read over the camera: who, and welcome or why not; outside the window, "accept anyway". */
export function ReaderResult({
  read,
  holding,
  onStartOverride,
  onConfirmOverride,
  onCancelOverride,
}: ReaderResultProps) {
  const t = useTranslations("reader");
  const d = useTranslations("door");
  const [reason, setReason] = useState("");
  const [tooShort, setTooShort] = useState(false);
  return (
    <div
      className={cn(
        "absolute inset-0 flex flex-col items-center justify-center gap-2 overflow-y-auto rounded-2xl p-4 text-center",
        // Writing a reason: nothing of the camera (or its message) shows through the form.
        holding ? "bg-slate-950/95" : "bg-black/60",
      )}
      data-testid="reader-result"
      data-state={read.ok ? "success" : "error"}
      data-outcome={read.outcome}
    >
      {read.ok ? (
        <CheckCircle2Icon className="size-14 shrink-0 text-green-300" aria-hidden="true" />
      ) : read.overridable ? (
        <ClockAlertIcon className="size-14 shrink-0 text-amber-200" aria-hidden="true" />
      ) : (
        <XCircleIcon className="size-14 shrink-0 text-red-300" aria-hidden="true" />
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
      {read.overridden && (
        <p className="text-xs text-amber-100" data-testid="reader-result-overridden">
          {d("overridden")}
        </p>
      )}
      {read.offline && <p className="text-xs text-white/90">{t("savedOffline")}</p>}
      {read.overridable && !holding && (
        <Button
          type="button"
          variant="secondary"
          className="mt-1"
          onClick={() => {
            setReason("");
            setTooShort(false);
            onStartOverride();
          }}
          data-testid="reader-override"
        >
          {d("overrideAction")}
        </Button>
      )}
      {read.overridable && holding && (
        <form
          className="mt-1 w-full max-w-xs space-y-2 text-left"
          onSubmit={(e) => {
            e.preventDefault();
            const text = reason.trim();
            if (text.length < OVERRIDE_REASON.min) return setTooShort(true);
            onConfirmOverride(text);
          }}
          data-testid="reader-override-form"
        >
          <p className="text-xs text-white/90">{d("overrideDescription", { name: read.name ?? "" })}</p>
          <label htmlFor="override-reason" className="text-sm font-medium">
            {d("overrideReasonLabel")}
          </label>
          <Input
            id="override-reason"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setTooShort(false);
            }}
            placeholder={d("overrideReasonPlaceholder")}
            maxLength={OVERRIDE_REASON.max}
            autoFocus
            aria-invalid={tooShort}
            aria-describedby={tooShort ? "override-reason-error" : undefined}
            className="border-white/20 bg-white/95 text-slate-900"
            data-testid="reader-override-reason"
          />
          {tooShort && (
            <p id="override-reason-error" className="text-xs text-amber-200" role="alert">
              {d("overrideReasonTooShort")}
            </p>
          )}
          <div className="flex gap-2">
            <Button type="button" variant="ghost" className="flex-1 text-white" onClick={onCancelOverride}>
              {d("overrideCancel")}
            </Button>
            <Button
              type="submit"
              className="flex-1 bg-amber-400 text-slate-950 hover:bg-amber-300"
              data-testid="reader-override-confirm"
            >
              {d("overrideConfirm")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
