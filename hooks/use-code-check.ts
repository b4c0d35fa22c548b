"use client";

import { useCallback, useState } from "react";
import type { CodeState } from "@/components/auth/code-input";
import { useApiAction } from "@/hooks/use-api-action";
import { toast } from "@/lib/toast";

export type CodePhase = "entering" | "checking" | "success" | "error";

/** Why a code was refused: the server's code (e.g. PHONE_NOT_REGISTERED) and its message. */
export interface CodeFailure {
  code?: string;
  message: string;
}

/** The hook's texts, from the server page (components/auth/login-labels.ts). */
export interface CodeCheckLabels {
  /** A code refused on the device. */
  invalid: string;
  checking: string;
  /** The toast once a new code is sent. */
  resent: string;
  /** A failed resend without a server message. */
  retry: string;
}

export interface CodeCheckOptions {
  /** Checks five digits with the server: null when accepted, else the failure. */
  verify: (code: string) => Promise<CodeFailure | null>;
  /** Asks for a new code (throws an ApiError when refused). */
  resend: () => Promise<unknown>;
  /** Shown under the boxes once the code is accepted. */
  successMessage: string;
  labels: CodeCheckLabels;
}

/** A code nobody is ever sent: refused on the device, without a request. */
const NEVER_VALID = "00000";

/**
 * The five-digit code screens (login and registration): the check runs as soon as the fifth
 * digit is typed, editing clears the last error, and resending — enabled once the countdown
 * runs out — starts over with empty boxes.
 */
export function useCodeCheck({ verify, resend, successMessage, labels }: CodeCheckOptions) {
  const [code, setCode] = useState("");
  const [phase, setPhase] = useState<CodePhase>("entering");
  const [message, setMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<CodeFailure | null>(null);
  const [expired, setExpired] = useState(false);

  function fail(f: CodeFailure) {
    setPhase("error");
    setFailure(f);
    setMessage(f.message);
  }

  async function check(value: string) {
    if (value === NEVER_VALID) return fail({ message: labels.invalid });
    setPhase("checking");
    setMessage(null);
    const refused = await verify(value);
    if (refused) return fail(refused);
    setPhase("success");
    setMessage(successMessage);
  }

  function onChange(value: string) {
    setCode(value);
    if (phase === "success") return;
    if (value.length === 5) void check(value);
    else {
      setPhase("entering");
      setMessage(null);
    }
  }

  const { run: runResend, busy: resending } = useApiAction(resend, {
    fallback: labels.retry,
    onSuccess: () => {
      setExpired(false);
      setCode("");
      setPhase("entering");
      setFailure(null);
      setMessage(null);
      toast.success(labels.resent);
    },
  });

  const onExpired = useCallback(() => setExpired(true), []);
  const state: CodeState = phase === "success" ? "success" : phase === "error" ? "error" : "normal";

  return {
    code,
    onChange,
    phase,
    state,
    /** The status line: "checking…", the failure, or the success message. */
    message: phase === "checking" ? labels.checking : message,
    failure,
    onExpired,
    resend: () => void runResend(),
    resending,
    canResend: expired && !resending && phase !== "success",
  };
}

export type CodeCheck = ReturnType<typeof useCodeCheck>;
