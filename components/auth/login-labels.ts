import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/input";
import { COUNTRY_CODES } from "@/lib/country-codes";
import type { AppLocale } from "@/lib/i18n/config";
import { pickTexts } from "@/lib/i18n/pick-texts";
import { pluralForms } from "@/lib/i18n/plural";
import { cn } from "@/lib/utils";
import type { CodeCheckLabels } from "@/hooks/use-code-check";
import type { CodeCheckPanelLabels } from "./code-check-panel";
import type { CodeCountdownLabels } from "./code-countdown";
import type { CodeInputLabels } from "./code-input";
import type { LoginFormLabels } from "./login-form";
import type { LoginValidationLabels } from "./login-validation";

// The sign-in screens' texts and looks, made by their server pages (/login, /login/validation, and
// the code pieces of /register/validation and the staff's second factor): the login form, the code
// screen and the code pieces need no messages, no `cn` and no Button in the browser. The client
// components import only the types. Texts with values only the browser knows keep their
// placeholders (`{phone}`, `{index}`, `{total}`; filled by lib/i18n/fill-in.ts), the countdown's
// minutes are a plural's forms (lib/i18n/plural.ts). Classes are merged here, as Button, Label and
// Input merge them (app/first-load-login.test.ts renders those and compares).

const buttonClass = (...args: Parameters<typeof buttonVariants>) => cn(buttonVariants(...args));

// components/ui/label.tsx's classes (its `cn` with no className of ours): Label is a client
// module, so a server module cannot read a constant from it.
const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";

const LOGIN_KEYS = [
  "countryLabel",
  "phoneLabel",
  "phonePlaceholder",
  "noPassword",
  "continue",
  "sending",
  "noAccount",
  "register",
] as const;

/** The login form's texts and classes. */
export async function loginFormLabels(): Promise<LoginFormLabels> {
  const [t, common] = await Promise.all([getTranslations("login"), getTranslations("common")]);
  return {
    ...pickTexts(t, LOGIN_KEYS),
    retry: common("retry"),
    countries: Object.fromEntries(
      COUNTRY_CODES.map(({ code }) => [code, t(`countries.${code}`)]),
    ) as LoginFormLabels["countries"],
    classes: { label: cn(LABEL_CLASS), input: cn(INPUT_CLASS), submit: buttonClass({ size: "lg" }) },
  };
}

// The boxes: Input-like, green once accepted, red when refused (a later class wins, as `cn` merges).
const BOX_CLASS =
  "size-14 rounded-xl border-2 bg-card text-center text-2xl font-bold transition-colors outline-none focus:border-primary focus:ring-2 focus:ring-ring/40 disabled:opacity-60";

/** The boxes' texts (`box` keeps {index} {total}) and classes per state. */
export async function codeInputLabels(mode: "digits" | "alphanumeric"): Promise<CodeInputLabels> {
  const t = await getTranslations("codeEntry");
  return {
    group: t("codeLabel"),
    box: t(mode === "digits" ? "digitLabel" : "characterLabel", { index: "{index}", total: "{total}" }),
    classes: {
      normal: cn(BOX_CLASS),
      success: cn(
        BOX_CLASS,
        "border-green-600 bg-green-50 text-green-700 dark:bg-green-950/40 dark:text-green-300",
      ),
      error: cn(BOX_CLASS, "border-red-600 bg-red-50 text-red-700 dark:bg-red-950/40 dark:text-red-300"),
    },
  };
}

/** The countdown's texts: what is shown, and what a screen reader hears (`minutesLeft` a plural). */
export async function codeCountdownLabels(locale: AppLocale): Promise<CodeCountdownLabels> {
  const [t, a11y] = await Promise.all([getTranslations("codeEntry"), getTranslations("a11y")]);
  return {
    expiresIn: t("expiresIn"),
    expired: t("expired"),
    minutesLeft: pluralForms((minutes) => a11y("codeExpiresIn", { minutes }), locale),
    lessThanAMinute: a11y("codeExpiresSoon"),
    locale,
  };
}

/** What useCodeCheck says: a refused code on the device, checking, a new code sent, the fallback. */
export async function codeCheckLabels(): Promise<CodeCheckLabels> {
  const [t, common] = await Promise.all([getTranslations("codeEntry"), getTranslations("common")]);
  return { invalid: t("invalid"), checking: t("checking"), resent: t("resent"), retry: common("retry") };
}

/** The participant's code panel (login and registration): boxes, countdown, 'Validar', resend. */
export async function codeCheckPanelLabels(locale: AppLocale): Promise<CodeCheckPanelLabels> {
  const [t, input, countdown] = await Promise.all([
    getTranslations("codeEntry"),
    codeInputLabels("digits"),
    codeCountdownLabels(locale),
  ]);
  return {
    ...pickTexts(t, ["validate", "changePhone", "resend", "resending"] as const),
    input,
    countdown,
    classes: {
      validate: buttonClass({ size: "lg" }),
      changePhone: buttonClass({ variant: "link", className: "px-0" }),
      resend: buttonClass({ variant: "ghost" }),
    },
  };
}

/** /login/validation's texts and classes; `sentTo` and `unregisteredText` keep {phone}. */
export async function loginValidationLabels(locale: AppLocale): Promise<LoginValidationLabels> {
  const [t, common, panel, check] = await Promise.all([
    getTranslations("codeEntry"),
    getTranslations("common"),
    codeCheckPanelLabels(locale),
    codeCheckLabels(),
  ]);
  const phone = { phone: "{phone}" };
  return {
    ...pickTexts(t, ["success", "unregisteredTitle", "unregisteredAction"] as const),
    loading: common("loading"),
    sentTo: t("sentTo", phone),
    unregisteredText: t("unregisteredText", phone),
    panel,
    check,
    classes: { unregisteredAction: buttonClass({ size: "lg", className: "w-full" }) },
  };
}
