"use client";

import { AppLink } from "@/components/ui/app-link";
import { useTransition } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import type { CodeCheck } from "@/hooks/use-code-check";
import { CodeCountdown } from "./code-countdown";
import { CodeInput } from "./code-input";

export interface CodeCheckPanelProps {
  check: CodeCheck;
  /** The current code's expiry (the countdown restarts when it changes). */
  expiresAt: string;
  /** 'Trocar número': back to where the phone was typed. */
  changeHref: string;
  /** 'Validar', enabled once the code is accepted. */
  onValidate: () => void;
}

/** The boxes, the status line, the countdown, 'Validar', and the change-number / resend row. */
export function CodeCheckPanel({ check, expiresAt, changeHref, onValidate }: CodeCheckPanelProps) {
  const t = useTranslations("codeEntry");
  const success = check.phase === "success";
  // 'Validar' navigates: pending (and not pressable twice) until the next screen is there.
  const [navigating, startNavigation] = useTransition();
  return (
    <>
      <CodeInput
        value={check.code}
        onChange={check.onChange}
        state={check.state}
        readOnly={check.phase === "checking"}
        disabled={success}
        autoFocus
      />
      <p
        role="status"
        aria-live="polite"
        data-testid="code-message"
        className={
          check.state === "error"
            ? "text-center text-sm font-medium text-red-600 dark:text-red-400"
            : "text-center text-sm font-medium text-green-700 dark:text-green-400"
        }
      >
        {check.message}
      </p>
      {!success && <CodeCountdown expiresAt={expiresAt} onExpired={check.onExpired} />}
      <Button
        size="lg"
        disabled={!success || navigating}
        aria-busy={navigating}
        onClick={() => startNavigation(onValidate)}
        data-testid="code-validate"
      >
        {t("validate")}
      </Button>
      <div className="flex items-center justify-between">
        <Button variant="link" asChild className="px-0">
          <AppLink href={changeHref}>{t("changePhone")}</AppLink>
        </Button>
        <Button variant="ghost" disabled={!check.canResend} onClick={check.resend} data-testid="code-resend">
          {check.resending ? t("resending") : t("resend")}
        </Button>
      </div>
    </>
  );
}
