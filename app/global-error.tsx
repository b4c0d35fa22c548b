"use client";

import { useEffect, useSyncExternalStore } from "react";
import { TriangleAlertSvg } from "@/components/states/error-icons";
import { chosenLocale, stateTexts } from "@/components/states/state-texts";
import { intlLocale } from "@/lib/i18n/config";
import "./globals.css";

const subscribe = () => () => {};

// The root layout itself failed: this replaces it, with its own <html> (whose lang is ours, so it
// is not read back). No next-intl here: the language comes from the cookie, then the browser.
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const locale = useSyncExternalStore(subscribe, chosenLocale, () => "pt" as const);
  const t = stateTexts(locale).error;
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang={intlLocale[locale]}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <title>{t.title}</title>
        <main
          role="alert"
          data-testid="global-error"
          className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center"
        >
          <p className="text-xl font-extrabold">
            Together <span className="text-primary">2026</span>
          </p>
          <span className="flex size-16 items-center justify-center rounded-2xl bg-red-100 text-red-700">
            <TriangleAlertSvg className="size-8" />
          </span>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="max-w-xs text-muted-foreground">{t.text}</p>
          <button
            type="button"
            onClick={() => retry()}
            data-testid="global-error-retry"
            className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-primary-foreground"
          >
            {t.retry}
          </button>
          {/* A full load: the root layout is what failed, a client navigation would keep it. */}
          <a href="/home" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t.home}
          </a>
        </main>
      </body>
    </html>
  );
}
