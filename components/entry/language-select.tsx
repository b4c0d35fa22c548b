import { ChevronDownIcon, GlobeIcon } from "@/components/icons/lucide";
import { useLocale, useTranslations } from "next-intl";
import { locales } from "@/lib/i18n/config";
import { LanguagePicker } from "./language-picker";

export interface LanguageSelectProps {
  className?: string;
}

/**
 * The landing's language switch: the platform's own select (the phone's picker on mobile) on the
 * purple header. Rendered here on the server with its icons and texts, so the client part is only
 * the <select> and its change handler (no popover library, no icon runtime, no message formatter).
 */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const locale = useLocale();
  const t = useTranslations("common");
  const landing = useTranslations("landing");

  return (
    <div className={className ? `relative ${className}` : "relative"}>
      <GlobeIcon
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-white/85"
        aria-hidden="true"
      />
      <LanguagePicker
        locale={locale}
        label={landing("languageLabel")}
        retryText={t("retry")}
        options={locales.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
      />
      <ChevronDownIcon
        className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-white/85"
        aria-hidden="true"
      />
    </div>
  );
}
