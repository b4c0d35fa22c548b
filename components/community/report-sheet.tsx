"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

const REASONS = ["offense", "spam", "inappropriate", "false_info", "other"] as const;

export interface ReportTarget {
  contentType: "post" | "comment";
  contentId: string;
}

/** Bottom sheet 'Reportar Publicação' / 'Reportar Comentário': a reason and observations (≤ 500), both required. */
export function ReportSheet({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const t = useTranslations("community");
  const [reason, setReason] = useState<string>("");
  const [observations, setObservations] = useState("");
  const [sending, setSending] = useState(false);
  const ready = reason !== "" && observations.trim().length > 0 && observations.length <= 500;

  function reset() {
    setReason("");
    setObservations("");
    setSending(false);
  }

  async function send() {
    if (!target) return;
    if (!ready) {
      toast.error(t("reportRequired"), { description: t("reportRequiredText") });
      return;
    }
    setSending(true);
    try {
      await apiFetch("/api/community/reports", { body: { ...target, reason, observations } });
      toast.success(t("reported"), { description: t("reportedText") });
      reset();
      onClose();
    } catch (e) {
      toast.error(t("reportError"), { description: e instanceof ApiError ? e.message : t("retryLater") });
      setSending(false);
    }
  }

  return (
    <Sheet
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) {
          reset();
          onClose();
        }
      }}
    >
      <SheetContent
        side="bottom"
        className="max-h-[90dvh] overflow-y-auto rounded-t-3xl"
        data-testid="report-sheet"
      >
        <SheetHeader>
          <SheetTitle>{target?.contentType === "comment" ? t("reportComment") : t("reportPost")}</SheetTitle>
          <SheetDescription className="sr-only">{t("reportReason")}</SheetDescription>
        </SheetHeader>
        <div className="space-y-4 px-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{t("reportReason")}</legend>
            <RadioGroup value={reason} onValueChange={setReason} className="gap-2">
              {REASONS.map((r) => (
                <Label
                  key={r}
                  htmlFor={`reason-${r}`}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupItem value={r} id={`reason-${r}`} data-testid={`report-reason-${r}`} />
                  {t(`reasons.${r}`)}
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor="report-observations">{t("reportObservations")}</Label>
            <Textarea
              id="report-observations"
              value={observations}
              onChange={(e) => setObservations(e.target.value)}
              placeholder={t("reportPlaceholder")}
              rows={4}
              maxLength={600}
              data-testid="report-observations"
            />
            <p
              className={cn(
                "text-right text-xs",
                observations.length > 500 ? "text-destructive" : "text-muted-foreground",
              )}
            >
              {t("reportCounter", { count: observations.length })}
            </p>
          </div>
        </div>
        <SheetFooter className="grid grid-cols-2 gap-2">
          <Button
            variant="outline"
            onClick={() => {
              reset();
              onClose();
            }}
          >
            {t("cancel")}
          </Button>
          <Button onClick={send} disabled={!ready || sending} data-testid="report-send">
            {sending ? t("sending") : t("sendReport")}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
