"use client";

import { AppLink } from "@/components/ui/app-link";
import { useState } from "react";
import { PLAN_STORAGE_KEY } from "./plan-storage";

type PlanId = "congressista" | "nao_congressista";

export interface PlanPickerProps {
  /** Each plan's texts, already translated (app/(entry)/plans/page.tsx): the organisers' name and description, else the app's. */
  options: { plan: PlanId; name: string; description: string; price: string; unit: string }[];
  labels: { title: string; selected: string; continue: string };
  /** The chosen card's check mark, drawn by the server page (no icon code in the browser). */
  selectedIcon: React.ReactNode;
}

/**
 * Button's look (components/ui/button.tsx, size lg), written out: Button's Slot and class merging
 * (~5 KB gzip) would otherwise ship with /plans for this one control. app/first-load.test.ts keeps
 * them equal.
 */
export const CONTINUE_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 active:bg-primary/85 min-h-12 rounded-lg px-6 text-base has-[>svg]:px-4";

/** Two selectable cards; the choice carries over to registration (URL + session storage). */
export function PlanPicker({ options, labels, selectedIcon }: PlanPickerProps) {
  const [chosen, setChosen] = useState<PlanId | null>(null);

  function choose(plan: PlanId) {
    setChosen(plan);
    window.sessionStorage.setItem(PLAN_STORAGE_KEY, plan);
  }

  // Button's attributes (data-slot…), on the link once a plan is chosen (Button asChild), else on a disabled button.
  const button = { "data-slot": "button", "data-variant": "default", "data-size": "lg" } as const;
  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label={labels.title} className="flex flex-col gap-4">
        {options.map(({ plan, price, name, description, unit }) => {
          const selected = chosen === plan;
          return (
            <button
              key={plan}
              type="button"
              role="radio"
              aria-checked={selected}
              data-testid={`plan-${plan}`}
              onClick={() => choose(plan)}
              className={`relative rounded-2xl border-2 bg-card p-5 text-left transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none ${selected ? "border-primary shadow-md" : "border-border hover:border-primary/40"}`}
            >
              {selected && (
                <span className="absolute top-4 right-4 flex items-center gap-1 text-xs font-semibold text-primary">
                  {selectedIcon} {labels.selected}
                </span>
              )}
              <span className="block text-lg font-bold" data-testid="plan-name">
                {name}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground" data-testid="plan-description">
                {description}
              </span>
              <span className="mt-3 flex items-baseline gap-1.5">
                <span className="text-2xl font-extrabold text-primary">{price}</span>
                <span className="text-sm text-muted-foreground">{unit}</span>
              </span>
            </button>
          );
        })}
      </div>
      {chosen ? (
        <AppLink
          {...button}
          className={CONTINUE_CLASS}
          data-testid="plans-continue"
          href={`/register/origin?plan=${chosen}`}
        >
          {labels.continue}
        </AppLink>
      ) : (
        <button {...button} className={CONTINUE_CLASS} disabled data-testid="plans-continue">
          <span>{labels.continue}</span>
        </button>
      )}
    </div>
  );
}
