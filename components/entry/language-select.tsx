"use client";

import { GlobeIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { toast } from "sonner";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { apiFetch, ApiError } from "@/lib/api-client";
import { locales, type AppLocale } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";

export interface LanguageSelectProps {
  className?: string;
}

/** Switches the whole UI language; the server remembers it in a cookie (and on the account). */
export function LanguageSelect({ className }: LanguageSelectProps) {
  const locale = useLocale() as AppLocale;
  const t = useTranslations("common");
  const landing = useTranslations("landing");
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    startTransition(async () => {
      try {
        await apiFetch("/api/preferences/locale", { body: { locale: next } });
        router.refresh();
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : t("retry"));
      }
    });
  }

  return (
    <Select value={locale} onValueChange={change} disabled={pending}>
      <SelectTrigger aria-label={landing("languageLabel")} data-testid="language-select" className={cn("h-9 w-auto gap-2 border-white/30 bg-white/15 text-white", className)}>
        <GlobeIcon className="size-4" aria-hidden="true" />
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {locales.map((l) => (
          <SelectItem key={l} value={l} data-testid={`language-${l}`}>
            {t(`languages.${l}`)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
