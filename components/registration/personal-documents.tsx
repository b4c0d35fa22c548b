"use client";

import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import { maskCpf, NATIONALITIES } from "@/lib/registration/personal";
import { PERSONAL_MAX } from "@/lib/validations/registration";
import { FormField } from "./form-field";
import { invalidProps, PersonalInput } from "./personal-input";

/** Nationality and the documents it asks for: CPF and RG for Brasil, one document otherwise. */
export function PersonalDocuments({ form }: { form: PersonalFormState }) {
  const t = useTranslations("signup");
  const { values: p, errors, brazilian } = form;
  return (
    <>
      <FormField id="personal-nationality" label={t("nationality")} error={errors.nationality}>
        <NativeSelect
          id="personal-nationality"
          value={p.nationality}
          onChange={(e) => form.change({ nationality: e.target.value })}
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
      {p.nationality === "Outro" && (
        <FormField
          id="personal-customNationality"
          label={t("customNationality")}
          error={errors.customNationality}
        >
          <PersonalInput state={form} name="customNationality" maxLength={PERSONAL_MAX.customNationality} />
        </FormField>
      )}
      {brazilian && (
        <div className="grid grid-cols-2 gap-3">
          <FormField id="personal-cpf" label={t("cpf")} error={errors.cpf}>
            <Input
              id="personal-cpf"
              inputMode="numeric"
              placeholder="000.000.000-00"
              value={p.cpf ?? ""}
              onChange={(e) => form.change({ cpf: maskCpf(e.target.value) })}
              {...invalidProps(form, "cpf")}
            />
          </FormField>
          <FormField id="personal-rg" label={t("rg")} error={errors.rg}>
            <PersonalInput state={form} name="rg" maxLength={PERSONAL_MAX.rg} />
          </FormField>
        </div>
      )}
      {p.nationality && !brazilian && (
        <FormField
          id="personal-document"
          label={t("document")}
          error={errors.document}
          hint={t("documentHint")}
        >
          <PersonalInput state={form} name="document" maxLength={PERSONAL_MAX.document} />
        </FormField>
      )}
    </>
  );
}
