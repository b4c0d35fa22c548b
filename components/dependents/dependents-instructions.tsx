import { CalendarCheckIcon } from "@/components/icons/svg/calendar-check";
import { CheckIcon } from "@/components/icons/svg/check";
import { IdCardIcon } from "@/components/icons/svg/id-card";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { MinusIcon } from "@/components/icons/svg/minus";
import { ShieldCheckIcon } from "@/components/icons/svg/shield-check";
import { PageHeader } from "@/components/shell/page-header";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DependentsStart } from "./dependents-start";

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

// components/ui/checkbox.tsx's and label.tsx's classes (their `cn` with no className, and Label's
// with "leading-snug"): both are client modules, so a server module cannot read constants from
// them. app/first-load-legal.test.ts renders Checkbox, Label and Button and compares.
const CHECKBOX_CLASS =
  "peer relative size-5 shrink-0 cursor-pointer rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none after:absolute after:-inset-2.5 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground";
const INDICATOR_CLASS = "group/indicator flex items-center justify-center text-current transition-none";
const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

/**
 * /dependents/instructions: what a dependent is; the start button waits for 'Li e entendi'. Drawn on
 * the server (the classes merged here); the browser has the checkbox and the button (./dependents-start.tsx).
 */
export function DependentsInstructions({ labels: t }: { labels: DependentsInstructionsLabels }) {
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
      <DependentsStart
        labels={{ readAndUnderstood: t.readAndUnderstood, start: t.start }}
        classes={{
          checkbox: cn(CHECKBOX_CLASS),
          indicator: INDICATOR_CLASS,
          label: cn(LABEL_CLASS, "leading-snug"),
          start: cn(buttonVariants({ size: "lg", className: "w-full" })),
        }}
        mark={
          <>
            <CheckIcon
              className="size-3.5 group-data-[state=indeterminate]/indicator:hidden"
              aria-hidden="true"
            />
            <MinusIcon
              className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
              aria-hidden="true"
            />
          </>
        }
      />
    </div>
  );
}
