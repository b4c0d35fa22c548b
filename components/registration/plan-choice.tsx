"use client";

import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { PLAN_STORAGE_KEY } from "@/components/plans/plan-storage";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Progress } from "@/components/ui/progress";
import { useApiAction } from "@/hooks/use-api-action";
import { useStoredValue, writeStored } from "@/hooks/use-stored-value";
import { apiFetch } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import type { AppLocale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";
import type { CreatedOrder } from "@/lib/server/services/payments/types";

type PlanId = "congressista" | "nao_congressista";

export interface PlanChoiceProps {
  /** The chosen card's check mark, drawn by the server page (no icon code in the browser). */
  checkIcon: React.ReactNode;
  initialPlan: PlanId | null;
  congressistaCents: number;
  dayCents: number;
  prices: { congressista: string; day: string };
  days: { id: number; label: string }[];
}

export function PlanChoice({
  checkIcon,
  initialPlan,
  congressistaCents,
  dayCents,
  prices,
  days,
}: PlanChoiceProps) {
  const t = useTranslations("registration");
  const locale = useLocale() as AppLocale;
  const router = useRouter();
  const [chosen, setPlan] = useState<PlanId | null>(initialPlan);
  // Without a plan in the URL, the one picked on /plans before registering.
  const saved = useStoredValue("session", PLAN_STORAGE_KEY);
  const plan = chosen ?? (saved === "congressista" || saved === "nao_congressista" ? saved : null);
  const [chosenDays, setChosenDays] = useState<number[]>([]);
  const [leaving, setLeaving] = useState(false);

  const total =
    plan === "congressista"
      ? congressistaCents
      : plan === "nao_congressista"
        ? dayCents * chosenDays.length
        : 0;
  const ready = plan === "congressista" || (plan === "nao_congressista" && chosenDays.length > 0);

  const order = useApiAction(
    () =>
      apiFetch<CreatedOrder>("/api/payments/orders", {
        body: { plan, days: plan === "nao_congressista" ? chosenDays : [] },
      }),
    {
      fallback: t("failed"),
      onSuccess: ({ id }) => {
        setLeaving(true);
        setPlan(plan);
        writeStored("session", PLAN_STORAGE_KEY, null);
        router.push(`/payment?order=${id}`);
      },
    },
  );
  const busy = order.busy || leaving;
  const next = () => void order.run();

  const card = (id: PlanId, name: string, description: string, price: string) => (
    <button
      type="button"
      role="radio"
      aria-checked={plan === id}
      onClick={() => setPlan(id)}
      data-testid={`register-plan-${id}`}
      className={cn(
        "relative w-full rounded-2xl border-2 bg-card p-5 text-left transition",
        plan === id ? "border-primary shadow-md" : "border-border hover:border-primary/40",
      )}
    >
      {plan === id && checkIcon}
      <span className="block text-lg font-bold">{name}</span>
      <span className="mt-1 block text-sm text-muted-foreground">{description}</span>
      <span className="mt-2 block text-xl font-extrabold text-primary">{price}</span>
    </button>
  );

  return (
    <div className="mx-auto max-w-md space-y-5 px-5 py-6">
      <div>
        <p className="text-sm text-muted-foreground">{t("step", { step: 4, total: 5 })}</p>
        <Progress value={80} className="mt-1 h-2" aria-label={t("step", { step: 4, total: 5 })} />
      </div>
      <div role="radiogroup" aria-label={t("planTitle")} className="space-y-3">
        {card(
          "congressista",
          t("congressista"),
          t("congressistaText"),
          t("perTicket", { price: prices.congressista }),
        )}
        {card(
          "nao_congressista",
          t("naoCongressista"),
          t("naoCongressistaText"),
          t("perDay", { price: prices.day }),
        )}
      </div>
      {plan === "nao_congressista" && (
        <fieldset className="space-y-2 rounded-2xl border bg-card p-4">
          <legend className="px-1 text-sm font-medium">{t("chooseDays")}</legend>
          {days.map((d) => (
            <label key={d.id} className="flex items-center gap-3 py-1 text-sm first-letter:uppercase">
              <Checkbox
                checked={chosenDays.includes(d.id)}
                onCheckedChange={(v) =>
                  setChosenDays((cur) => (v ? [...cur, d.id].sort() : cur.filter((x) => x !== d.id)))
                }
                data-testid={`register-day-${d.id}`}
              />
              <span className="first-letter:uppercase">{d.label}</span>
            </label>
          ))}
          {chosenDays.length === 0 && (
            <p className="text-xs text-red-600 dark:text-red-400">{t("daysRequired")}</p>
          )}
        </fieldset>
      )}
      {plan && (
        <div
          className="flex items-center justify-between rounded-2xl bg-muted p-4"
          data-testid="register-total"
        >
          <span className="text-sm">
            {plan === "nao_congressista" ? t("totalDays", { count: chosenDays.length }) : t("total")}
          </span>
          <span className="text-xl font-bold">{formatMoney(total, locale)}</span>
        </div>
      )}
      <Button
        size="lg"
        className="w-full"
        disabled={!ready || busy}
        onClick={next}
        data-testid="register-plan-continue"
      >
        {busy ? t("creating") : t("toPayment")}
      </Button>
    </div>
  );
}
