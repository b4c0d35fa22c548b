"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { NativeSelect } from "@/components/ui/native-select";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import { useFieldErrorText } from "@/hooks/use-form-errors";
import { maskPhone } from "@/lib/masks";
import { COUNTRY_CODES } from "@/lib/country-codes";
import { PERSONAL_MAX } from "@/lib/validations/limits";
import { FormField } from "./form-field";
import { PersonalInput } from "./personal-input";

/** E-mail and the WhatsApp number the code goes to (a dependent's: the guardian's, read-only). */
export function PersonalContact({ form }: { form: PersonalFormState }) {
  const t = useTranslations("signup");
  const errorText = useFieldErrorText();
  const { errors } = form.form.formState;
  const { dependent } = form;
  const countryCode = useWatch({ control: form.form.control, name: "countryCode" });
  return (
    <>
      <FormField id="personal-email" label={t("email")} error={errorText(errors.email?.message)}>
        <PersonalInput
          state={form}
          name="email"
          type="email"
          autoComplete={dependent ? "off" : "email"}
          inputMode="email"
          maxLength={PERSONAL_MAX.email}
        />
      </FormField>
      <FormField
        id="personal-phone"
        label={dependent ? t("guardianPhone") : t("phone")}
        error={errorText(errors.phone?.message)}
        hint={dependent ? t("guardianPhoneHint") : t("phoneHint")}
      >
        <div className="flex gap-2">
          <div className="w-32 shrink-0">
            <NativeSelect
              aria-label={t("countryCode")}
              disabled={dependent}
              {...form.form.register("countryCode")}
            >
              {COUNTRY_CODES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.country}
                </option>
              ))}
            </NativeSelect>
          </div>
          <PersonalInput
            state={form}
            name="phone"
            mask={(v) => maskPhone(countryCode, v)}
            type="tel"
            inputMode="tel"
            autoComplete={dependent ? "off" : "tel-national"}
            readOnly={dependent}
            placeholder="(81) 99999-0000"
            maxLength={PERSONAL_MAX.phone}
          />
        </div>
      </FormField>
    </>
  );
}
