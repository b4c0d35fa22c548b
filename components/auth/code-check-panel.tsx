"use client";

import { AppLink } from "@/components/ui/app-link";
import { useTransition } from "react";
import type { CodeCheck } from "@/hooks/use-code-check";
import { CodeCountdown, type CodeCountdownLabels } from "./code-countdown";
import { CodeInput, type CodeInputLabels } from "./code-input";

/** The panel's texts and its buttons' classes (Button's, merged by the server page: ./login-labels.ts). */
export interface CodeCheckPanelLabels {
  validate: string;
  changePhone: string;
  resend: string;
  resending: string;
  input: CodeInputLabels;
  countdown: CodeCountdownLabels;
  classes: { validate: string; changePhone: string; resend: string };
}

export interface CodeCheckPanelProps {
  check: CodeCheck;
  /** The current code's expiry (the countdown restarts when it changes). */
  expiresAt: string;
  /** 'Trocar número': back to where the phone was typed. */
  changeHref: string;
  /** 'Validar', enabled once the code is accepted. */
  onValidate: () => void;
  labels: CodeCheckPanelLabels;
}

/**
 * The boxes, the status line, the countdown, 'Validar', and the change-number / resend row. The
 * buttons are drawn as Button draws them (lg; link with px-0; ghost), without Button and `cn`.
 */
export function CodeCheckPanel({ check, expiresAt, changeHref, onValidate, labels }: CodeCheckPanelProps) {
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
        labels={labels.input}
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
      {!success && (
        <CodeCountdown expiresAt={expiresAt} onExpired={check.onExpired} labels={labels.countdown} />
      )}
      <button
        data-slot="button"
        data-variant="default"
        data-size="lg"
        className={labels.classes.validate}
        disabled={!success || navigating}
        aria-busy={navigating}
        onClick={() => startNavigation(onValidate)}
        data-testid="code-validate"
      >
        {labels.validate}
      </button>
      <div className="flex items-center justify-between">
        <AppLink
          data-slot="button"
          data-variant="link"
          data-size="default"
          className={labels.classes.changePhone}
          href={changeHref}
        >
          {labels.changePhone}
        </AppLink>
        <button
          data-slot="button"
          data-variant="ghost"
          data-size="default"
          className={labels.classes.resend}
          disabled={!check.canResend}
          onClick={check.resend}
          data-testid="code-resend"
        >
          {check.resending ? labels.resending : labels.resend}
        </button>
      </div>
    </>
  );
}
