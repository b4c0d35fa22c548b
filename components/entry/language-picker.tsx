"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { errorMessage } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { AppLocale } from "@/lib/i18n/config";
import { toast } from "@/lib/toast";

export interface LanguagePickerProps {
  locale: AppLocale;
  /** Accessible name of the select. */
  label: string;
  /** Toast text when the server could not be reached. */
  retryText: string;
  options: { value: AppLocale; label: string }[];
}

/** Switches the whole UI language; the server remembers it in a cookie (and on the account). */
export function LanguagePicker({ locale, label, retryText, options }: LanguagePickerProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function change(next: string) {
    startTransition(async () => {
      try {
        await apiFetch("/api/preferences/locale", { body: { locale: next } });
        router.refresh();
      } catch (error) {
        toast.error(errorMessage(error, retryText));
      }
    });
  }

  return (
    // Controlled by the page's locale: it shows the new language once the refreshed page arrives.
    <select
      value={locale}
      onChange={(e) => change(e.target.value)}
      disabled={pending}
      aria-label={label}
      data-testid="language-select"
      className="h-10 w-auto cursor-pointer appearance-none rounded-md border border-white/30 bg-white/15 py-1 pr-8 pl-9 text-base text-white shadow-xs transition-[color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-white/50 disabled:cursor-not-allowed disabled:opacity-70 md:text-sm"
    >
      {options.map((o) => (
        // Desktop browsers draw the option list on a light background: dark text there.
        <option
          key={o.value}
          value={o.value}
          data-testid={`language-${o.value}`}
          className="bg-background text-foreground"
        >
          {o.label}
        </option>
      ))}
    </select>
  );
}
