import { getTranslations } from "next-intl/server";
import { codeCheckLabels, codeCheckPanelLabels } from "@/components/auth/login-labels";
import type { AppLocale } from "@/lib/i18n/config";
import type { RegistrationType } from "@/lib/registration/draft";
import type { RegistrationValidationLabels } from "./registration-validation";

// /register/validation's texts, translated by its server page (the code pieces' come from
// components/auth/login-labels.ts): the screen needs no messages in the browser. The client
// component imports only the type. `sentTo` keeps {phone} (filled by lib/i18n/fill-in.ts).

export async function registrationValidationLabels(
  type: RegistrationType,
  locale: AppLocale,
): Promise<RegistrationValidationLabels> {
  const [signup, code, common, panel, check] = await Promise.all([
    getTranslations("signup"),
    getTranslations("codeEntry"),
    getTranslations("common"),
    codeCheckPanelLabels(locale),
    codeCheckLabels(),
  ]);
  const dependent = type === "dependent";
  return {
    loading: common("loading"),
    title: signup(dependent ? "validationDependentTitle" : "validationTitle"),
    success: signup(dependent ? "dependentCreated" : "created"),
    sentTo: code("sentTo", { phone: "{phone}" }),
    panel,
    check,
  };
}
