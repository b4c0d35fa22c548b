"use client";

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
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { REPORT_OBSERVATIONS_MAX_CHARS, REPORT_REASONS } from "@/lib/validations/limits";
import type { ReportLabels } from "./community-labels";

export interface ReportTarget {
  contentType: "post" | "comment";
  contentId: string;
}

/** Bottom sheet 'Reportar Publicação' / 'Reportar Comentário': a reason and observations (within the schema's limit), both required. */
export function ReportSheet({
  target,
  onClose,
  labels,
}: {
  target: ReportTarget | null;
  onClose: () => void;
  labels: ReportLabels;
}) {
  const [reason, setReason] = useState<string>("");
  const [observations, setObservations] = useState("");
  const ready =
    reason !== "" && observations.trim().length > 0 && observations.length <= REPORT_OBSERVATIONS_MAX_CHARS;

  function reset() {
    setReason("");
    setObservations("");
  }

  const { run: report, busy: sending } = useApiAction(
    (body: ReportTarget & { reason: string; observations: string }) =>
      apiFetch("/api/community/reports", { body }),
    {
      fallback: labels.retryLater,
      errorTitle: labels.reportError,
      onSuccess: () => {
        toast.success(labels.reported, { description: labels.reportedText });
        reset();
        onClose();
      },
    },
  );

  function send() {
    if (!target) return;
    if (!ready) {
      toast.error(labels.reportRequired, { description: labels.reportRequiredText });
      return;
    }
    void report({ ...target, reason, observations });
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
          <SheetTitle>
            {target?.contentType === "comment" ? labels.reportComment : labels.reportPost}
          </SheetTitle>
          <SheetDescription className="sr-only">{labels.reportReason}</SheetDescription>
        </SheetHeader>
        <div className="space-y-4 px-4">
          <fieldset>
            <legend className="mb-2 text-sm font-medium">{labels.reportReason}</legend>
            <RadioGroup value={reason} onValueChange={setReason} className="gap-2">
              {REPORT_REASONS.map((r) => (
                <Label
                  key={r}
                  htmlFor={`reason-${r}`}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 font-normal has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary/5"
                >
                  <RadioGroupItem value={r} id={`reason-${r}`} data-testid={`report-reason-${r}`} />
                  {labels.reasons[r]}
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="space-y-1.5">
            <Label htmlFor="report-observations">{labels.reportObservations}</Label>
            <Textarea
              id="report-observations"
              value={observations}
              onChange={(e) => setObservations(e.target.value)}
              placeholder={labels.reportPlaceholder}
              rows={4}
              maxLength={600}
              data-testid="report-observations"
            />
            <p
              className={cn(
                "text-right text-xs",
                observations.length > REPORT_OBSERVATIONS_MAX_CHARS
                  ? "text-destructive"
                  : "text-muted-foreground",
              )}
            >
              {fillIn(labels.reportCounter, { count: String(observations.length) })}
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
            {labels.cancel}
          </Button>
          <Button onClick={send} disabled={!ready || sending} data-testid="report-send">
            {sending ? labels.sending : labels.sendReport}
          </Button>
        </SheetFooter>
      </SheetContent>
    </Sheet>
  );
}
