"use client";

import { useTranslations } from "next-intl";
import { NativeSelect } from "@/components/ui/native-select";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import { COUNTRY_CODES } from "@/lib/phone";
import { PERSONAL_MAX } from "@/lib/validations/registration";
import { FormField } from "./form-field";
import { PersonalInput } from "./personal-input";

/** E-mail and the WhatsApp number the code goes to (a dependent's: the guardian's, read-only). */
export function PersonalContact({ form }: { form: PersonalFormState }) {
  const t = useTranslations("signup");
  const { errors, dependent } = form;
  return (
    <>
      <FormField id="personal-email" label={t("email")} error={errors.email}>
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
        error={errors.phone}
        hint={dependent ? t("guardianPhoneHint") : t("phoneHint")}
      >
        <div className="flex gap-2">
          <div className="w-32 shrink-0">
            <NativeSelect
              aria-label={t("countryCode")}
              value={form.values.countryCode}
              disabled={dependent}
              onChange={(e) => form.change({ countryCode: e.target.value })}
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
