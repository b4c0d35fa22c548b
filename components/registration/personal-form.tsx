"use client";

import { InfoIcon } from "@/components/icons/svg/info";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useFieldErrorText } from "@/hooks/use-form-errors";
import { usePersonalForm, type PersonalFormOptions } from "@/hooks/use-personal-form";
import { useNow } from "@/hooks/use-now";
import { useRegistrationDraft } from "@/hooks/use-registration-draft";
import { eventDayOf } from "@/lib/format";
import { originPath, type RegistrationType } from "@/lib/registration/draft";
import { RELATIONSHIPS } from "@/lib/registration/personal";
import { PERSONAL_MAX } from "@/lib/validations/limits";
import { FormField } from "./form-field";
import { PersonalContact } from "./personal-contact";
import { PersonalDocuments } from "./personal-documents";
import { invalidProps, PersonalInput } from "./personal-input";
import { StepProgress } from "./step-progress";

export interface PersonalFormProps {
  type: RegistrationType;
  /** A dependent's code goes to the guardian: their number, shown read-only. */
  guardianPhone: { countryCode: string; national: string } | null;
}

/** Step 2 of 3: personal data; the server checks it all and sends the step-3 code. */
export function PersonalForm({ type, guardianPhone }: PersonalFormProps) {
  const router = useRouter();
  const { draft, missing } = useRegistrationDraft(type);
  const lost = missing || (draft !== null && !draft.origin);

  useEffect(() => {
    if (lost) router.replace(originPath(type));
  }, [lost, type, router]);

  if (!draft?.origin) return null;
  return <PersonalFields type={type} guardianPhone={guardianPhone} draft={draft} />;
}

function PersonalFields(options: PersonalFormOptions) {
  const t = useTranslations("signup");
  const form = usePersonalForm(options);
  const errorText = useFieldErrorText();
  const errors = form.form.formState.errors;
  const error = (name: keyof typeof errors) => errorText(errors[name]?.message);
  const { dependent } = form;
  const nowMs = useNow();
  return (
    <form
      onSubmit={form.submit}
      noValidate
      className="mx-auto max-w-md space-y-5 px-5 py-6"
      data-testid="personal-form"
    >
      <StepProgress step={2} />
      <div>
        <h2 className="text-xl font-bold">{dependent ? t("personalTitleDependent") : t("personalTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("personalText")}</p>
      </div>
      <FormField id="personal-fullName" label={t("fullName")} error={error("fullName")}>
        <PersonalInput
          state={form}
          name="fullName"
          autoComplete={dependent ? "off" : "name"}
          maxLength={PERSONAL_MAX.fullName}
        />
      </FormField>
      <FormField
        id="personal-nickname"
        label={t("nickname")}
        error={error("nickname")}
        hint={t("nicknameHint")}
      >
        <PersonalInput state={form} name="nickname" maxLength={PERSONAL_MAX.nickname} />
      </FormField>
      <FormField id="personal-birthDate" label={t("birthDate")} error={error("birthDate")}>
        <PersonalInput state={form} name="birthDate" type="date" max={eventDayOf(nowMs)} min="1900-01-01" />
      </FormField>
      {form.minor && (
        <div
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
          role="note"
          data-testid="guardian-notice"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{t("guardianNotice")}</p>
        </div>
      )}
      {dependent && (
        <FormField id="personal-relationship" label={t("relationship")} error={error("relationship")}>
          <NativeSelect
            id="personal-relationship"
            {...form.form.register("relationship")}
            {...invalidProps(form, "relationship")}
          >
            <option value="">{t("choose")}</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {t(`relationships.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <PersonalDocuments form={form} />
      <PersonalContact form={form} />
      {form.registered && (
        <p className="text-sm">
          <AppLink href="/login" className="font-semibold text-primary underline underline-offset-4">
            {t("goToLogin")}
          </AppLink>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={form.busy} data-testid="personal-continue">
        {form.busy ? t("sendingCode") : t("continue")}
      </Button>
    </form>
  );
}
