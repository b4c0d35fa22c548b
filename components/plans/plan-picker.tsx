"use client";

import { CheckCircle2Icon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

export const PLAN_STORAGE_KEY = "t26.chosenPlan";
type PlanId = "congressista" | "nao_congressista";

export interface PlanPickerProps {
  /** name/description: the organisers' text in the reader's language; null → the app's default wording. */
  options: { plan: PlanId; price: string; name: string | null; description: string | null }[];
}

const KEYS: Record<PlanId, "congressista" | "naoCongressista"> = {
  congressista: "congressista",
  nao_congressista: "naoCongressista",
};

/** Two selectable cards; the choice carries over to registration (URL + session storage). */
export function PlanPicker({ options }: PlanPickerProps) {
  const t = useTranslations("plans");
  const [chosen, setChosen] = useState<PlanId | null>(null);

  function choose(plan: PlanId) {
    setChosen(plan);
    window.sessionStorage.setItem(PLAN_STORAGE_KEY, plan);
  }

  return (
    <div className="flex flex-col gap-4">
      <div role="radiogroup" aria-label={t("title")} className="flex flex-col gap-4">
        {options.map(({ plan, price, name, description }) => {
          const key = KEYS[plan];
          const selected = chosen === plan;
          return (
            <button
              key={plan}
              type="button"
              role="radio"
              aria-checked={selected}
              data-testid={`plan-${plan}`}
              onClick={() => choose(plan)}
              className={cn(
                "relative rounded-2xl border-2 bg-card p-5 text-left transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                selected ? "border-primary shadow-md" : "border-border hover:border-primary/40",
              )}
            >
              {selected && (
                <span className="absolute top-4 right-4 flex items-center gap-1 text-xs font-semibold text-primary">
                  <CheckCircle2Icon className="size-4" aria-hidden="true" /> {t("selected")}
                </span>
              )}
              <span className="block text-lg font-bold" data-testid="plan-name">
                {name ?? t(`${key}.name`)}
              </span>
              <span className="mt-1 block text-sm text-muted-foreground" data-testid="plan-description">
                {description ?? t(`${key}.description`)}
              </span>
              <span className="mt-3 flex items-baseline gap-1.5">
                <span className="text-2xl font-extrabold text-primary">{t(`${key}.price`, { price })}</span>
                <span className="text-sm text-muted-foreground">{t(`${key}.unit`)}</span>
              </span>
            </button>
          );
        })}
      </div>
      <Button asChild={chosen !== null} size="lg" disabled={chosen === null} data-testid="plans-continue">
        {chosen ? (
          <Link href={`/register/origin?plan=${chosen}`}>{t("continue")}</Link>
        ) : (
          <span>{t("continue")}</span>
        )}
      </Button>
    </div>
  );
}
