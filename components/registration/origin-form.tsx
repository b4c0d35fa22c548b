"use client";

import { LockIcon } from "@/components/icons/svg/lock";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { PLAN_STORAGE_KEY } from "@/components/plans/plan-storage";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useHydrated } from "@/hooks/use-hydrated";
import { useOriginForm } from "@/hooks/use-origin-form";
import { useRegistrationDraft } from "@/hooks/use-registration-draft";
import { type OriginDraft, type RegistrationType } from "@/lib/registration/draft";
import { citiesOf, ORIGIN_COUNTRIES, SPAIN_UNIONS, stateLabel, statesOf } from "@/lib/registration/origin";
import { FormField } from "./form-field";
import { StepProgress } from "./step-progress";

/** Step 1 of 3: country, state, city; union and association automatic (read-only) or, for Espanha, chosen. */
export function OriginForm({ type, plan }: { type: RegistrationType; plan: string | null }) {
  const { draft, missing } = useRegistrationDraft(type);

  useEffect(() => {
    if (plan === "congressista" || plan === "nao_congressista")
      window.sessionStorage.setItem(PLAN_STORAGE_KEY, plan);
  }, [plan]);

  // The server renders an empty form. Once the tab's storage is read (only the first time), a
  // saved origin restarts the form from it; later writes of the draft leave the form alone.
  const [start, setStart] = useState<{ origin?: OriginDraft } | null>(null);
  if (start === null && (draft !== null || missing)) setStart({ origin: draft?.origin });
  return <OriginFields key={start?.origin ? "draft" : "empty"} type={type} saved={start?.origin} />;
}

function OriginFields({ type, saved }: { type: RegistrationType; saved: OriginDraft | undefined }) {
  const t = useTranslations("signup");
  const { origin, errors, change, submit, busy, spain, auto } = useOriginForm(type, saved);
  const hydrated = useHydrated();

  const invalid = (k: string) =>
    errors[k] ? { "aria-invalid": true, "aria-describedby": `origin-${k}-error` } : {};

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto max-w-md space-y-5 px-5 py-6"
      data-testid="origin-form"
    >
      <StepProgress step={1} />
      <div>
        <h2 className="text-xl font-bold">
          {type === "dependent" ? t("originTitleDependent") : t("originTitle")}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("originText")}</p>
      </div>
      <FormField id="origin-country" label={t("country")} error={errors.country}>
        <NativeSelect
          id="origin-country"
          value={origin.country}
          disabled={!hydrated}
          onChange={(e) =>
            change({ country: e.target.value, state: "", city: "", union: "", association: "" })
          }
          {...invalid("country")}
        >
          <option value="">{t("choose")}</option>
          {ORIGIN_COUNTRIES.map((c) => (
            <option key={c} value={c}>
              {t(`countries.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="origin-state" label={t("state")} error={errors.state}>
        <NativeSelect
          id="origin-state"
          value={origin.state}
          disabled={!origin.country}
          onChange={(e) => change({ state: e.target.value, city: "" })}
          {...invalid("state")}
        >
          <option value="">{t("choose")}</option>
          {statesOf(origin.country).map((s) => (
            <option key={s} value={s}>
              {stateLabel(origin.country, s)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="origin-city" label={t("city")} error={errors.city}>
        <NativeSelect
          id="origin-city"
          value={origin.city}
          disabled={!origin.state}
          onChange={(e) => change({ city: e.target.value })}
          {...invalid("city")}
        >
          <option value="">{t("choose")}</option>
          {citiesOf(origin.country, origin.state).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {spain ? (
        <>
          <FormField id="origin-union" label={t("union")} error={errors.union}>
            <NativeSelect
              id="origin-union"
              value={origin.union}
              onChange={(e) => change({ union: e.target.value, association: "" })}
              {...invalid("union")}
            >
              <option value="">{t("choose")}</option>
              {Object.keys(SPAIN_UNIONS).map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField id="origin-association" label={t("association")} error={errors.association}>
            <NativeSelect
              id="origin-association"
              value={origin.association}
              disabled={!origin.union}
              onChange={(e) => change({ association: e.target.value })}
              {...invalid("association")}
            >
              <option value="">{t("choose")}</option>
              {(SPAIN_UNIONS[origin.union ?? ""] ?? []).map((a) => (
                <option key={a} value={a}>
                  {a}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </>
      ) : (
        <div className="grid gap-4 rounded-xl bg-muted/60 p-4">
          {(["union", "association"] as const).map((k) => (
            <FormField key={k} id={`origin-${k}`} label={t(k)} hint={t("autoHint")}>
              <div className="relative">
                <Input
                  id={`origin-${k}`}
                  readOnly
                  value={auto?.[k] ?? ""}
                  placeholder={t("autoPlaceholder")}
                  className="bg-background/60 pr-9"
                />
                <LockIcon
                  className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden="true"
                />
              </div>
            </FormField>
          ))}
        </div>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="origin-continue">
        {busy ? t("checking") : t("continue")}
      </Button>
    </form>
  );
}
