"use client";

import { CalendarCheckIcon } from "@/components/icons/svg/calendar-check";
import { IdCardIcon } from "@/components/icons/svg/id-card";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { ShieldCheckIcon } from "@/components/icons/svg/shield-check";
import { useState } from "react";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { DRAFT_STORAGE_KEY } from "@/lib/registration/draft";
import { PageHeader } from "@/components/shell/page-header";

/** The screen's texts ("dependents" namespace), translated by its server page: no messages in the browser. */
export interface DependentsInstructionsLabels {
  instructionsTitle: string;
  instructionsText: string;
  rule1: string;
  rule2: string;
  rule3: string;
  rule4: string;
  readAndUnderstood: string;
  start: string;
}

/** /dependents/instructions: what a dependent is; the start button waits for 'Li e entendi'. */
export function DependentsInstructions({ labels: t }: { labels: DependentsInstructionsLabels }) {
  const [read, setRead] = useState(false);
  const items = [
    { icon: ShieldCheckIcon, text: t.rule1 },
    { icon: CalendarCheckIcon, text: t.rule2 },
    { icon: IdCardIcon, text: t.rule3 },
    { icon: MessageCircleIcon, text: t.rule4 },
  ];
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <PageHeader title={t.instructionsTitle} description={t.instructionsText} />
      <ul className="space-y-3">
        {items.map(({ icon: Icon, text }) => (
          <li key={text} className="flex gap-3 rounded-2xl border bg-card p-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <p className="text-sm leading-relaxed">{text}</p>
          </li>
        ))}
      </ul>
      <div className="flex items-start gap-3 rounded-2xl bg-muted/60 p-4">
        <Checkbox
          id="dependents-read"
          checked={read}
          onCheckedChange={(v) => setRead(v === true)}
          data-testid="dependents-read"
        />
        <Label htmlFor="dependents-read" className="leading-snug">
          {t.readAndUnderstood}
        </Label>
      </div>
      {read ? (
        <Button asChild size="lg" className="w-full" data-testid="dependents-start">
          <AppLink
            href="/register/origin?type=dependent"
            onClick={() => window.sessionStorage.removeItem(DRAFT_STORAGE_KEY)}
          >
            {t.start}
          </AppLink>
        </Button>
      ) : (
        <Button size="lg" className="w-full" disabled data-testid="dependents-start">
          {t.start}
        </Button>
      )}
    </div>
  );
}
