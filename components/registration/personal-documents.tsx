"use client";

import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/ui/native-select";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import { useFieldErrorText } from "@/hooks/use-form-errors";
import { maskCpf } from "@/lib/masks";
import { NATIONALITIES } from "@/lib/registration/personal";
import { PERSONAL_MAX } from "@/lib/validations/limits";
import { FormField } from "./form-field";
import { invalidProps, PersonalInput } from "./personal-input";

/** Nationality and the documents it asks for: CPF and RG for Brasil, one document otherwise. */
export function PersonalDocuments({ form }: { form: PersonalFormState }) {
  const t = useTranslations("signup");
  const errorText = useFieldErrorText();
  const errors = form.form.formState.errors;
  const error = (name: keyof typeof errors) => errorText(errors[name]?.message);
  const { nationality, brazilian } = form;
  return (
    <>
      <FormField id="personal-nationality" label={t("nationality")} error={error("nationality")}>
        <NativeSelect
          id="personal-nationality"
          {...form.form.register("nationality")}
          {...invalidProps(form, "nationality")}
        >
          <option value="">{t("choose")}</option>
          {NATIONALITIES.map((n) => (
            <option key={n} value={n}>
              {t(`nationalities.${n}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {nationality === "Outro" && (
        <FormField
          id="personal-customNationality"
          label={t("customNationality")}
          error={error("customNationality")}
        >
          <PersonalInput state={form} name="customNationality" maxLength={PERSONAL_MAX.customNationality} />
        </FormField>
      )}
      {brazilian && (
        <div className="grid grid-cols-2 gap-3">
          <FormField id="personal-cpf" label={t("cpf")} error={error("cpf")}>
            <PersonalInput
              state={form}
              name="cpf"
              mask={maskCpf}
              inputMode="numeric"
              placeholder="000.000.000-00"
              maxLength={PERSONAL_MAX.cpf}
            />
          </FormField>
          <FormField id="personal-rg" label={t("rg")} error={error("rg")}>
            <PersonalInput state={form} name="rg" maxLength={PERSONAL_MAX.rg} />
          </FormField>
        </div>
      )}
      {nationality && !brazilian && (
        <FormField
          id="personal-document"
          label={t("document")}
          error={error("document")}
          hint={t("documentHint")}
        >
          <PersonalInput state={form} name="document" maxLength={PERSONAL_MAX.document} />
        </FormField>
      )}
    </>
  );
}
