"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { CodeCountdown } from "@/components/auth/code-countdown";
import { CodeInput, type CodeState } from "@/components/auth/code-input";
import { PLAN_STORAGE_KEY } from "@/components/plans/plan-picker";
import { Button } from "@/components/ui/button";
import { ApiError, apiFetch } from "@/lib/api-client";
import { credentialsSignIn } from "@/lib/auth-client";
import { formatPhone } from "@/lib/phone";
import {
  clearDraft,
  readDraft,
  writeDraft,
  type RegistrationDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import { toast } from "@/lib/toast";
import { StepProgress } from "./step-progress";

type Phase = "entering" | "checking" | "success" | "error";

/**
 * Step 3 of 3: the five-digit code. For an adult it creates the participant and opens the
 * session (next-auth provider "participant-register"); for a dependent it adds the minor to the
 * logged-in guardian's account.
 */
export function RegistrationValidation({ type }: { type: RegistrationType }) {
  const t = useTranslations("codeEntry");
  const s = useTranslations("signup");
  const common = useTranslations("common");
  const router = useRouter();
  const [draft, setDraft] = useState<RegistrationDraft | null>(null);
  const [code, setCode] = useState("");
  const [phase, setPhase] = useState<Phase>("entering");
  const [message, setMessage] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    const saved = readDraft();
    if (!saved || saved.type !== type || !saved.origin || !saved.personal || !saved.code) {
      router.replace(type === "dependent" ? "/register/origin?type=dependent" : "/register/origin");
      return;
    }
    setDraft(saved);
  }, [type, router]);

  const check = useCallback(
    async (value: string) => {
      if (!draft) return;
      if (value === "00000") {
        setPhase("error");
        setMessage(t("invalid"));
        return;
      }
      setPhase("checking");
      setMessage(null);
      let failure: { message: string } | null = null;
      if (type === "dependent") {
        try {
          await apiFetch("/api/registration/dependents", {
            body: { origin: draft.origin, personal: draft.personal, code: value },
          });
        } catch (e) {
          failure = { message: e instanceof ApiError ? e.message : common("retry") };
        }
      } else {
        failure = await credentialsSignIn(
          "participant-register",
          { registration: JSON.stringify({ origin: draft.origin, personal: draft.personal }), code: value },
          common("retry"),
        );
      }
      if (failure) {
        setPhase("error");
        setMessage(failure.message);
        return;
      }
      clearDraft();
      setPhase("success");
      setMessage(type === "dependent" ? s("dependentCreated") : s("created"));
    },
    [draft, type, t, s, common],
  );

  function onChange(value: string) {
    setCode(value);
    if (phase === "success") return;
    if (value.length === 5) void check(value);
    else {
      setPhase("entering");
      setMessage(null);
    }
  }

  async function resend() {
    if (!draft) return;
    setResending(true);
    try {
      const sent = await apiFetch<{ phone: string; expiresAt: string }>("/api/registration/code", {
        body: { type, origin: draft.origin, personal: draft.personal },
      });
      const next = { ...draft, code: sent };
      writeDraft(next);
      setDraft(next);
      setExpired(false);
      setCode("");
      setPhase("entering");
      setMessage(null);
      toast.success(t("resent"));
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : common("retry"));
    } finally {
      setResending(false);
    }
  }

  function validate() {
    if (type === "dependent") {
      router.replace("/dependents");
    } else {
      const plan = window.sessionStorage.getItem(PLAN_STORAGE_KEY);
      router.replace(
        plan === "congressista" || plan === "nao_congressista" ? `/register/plan?plan=${plan}` : "/dashboard",
      );
    }
    router.refresh();
  }

  const onExpired = useCallback(() => setExpired(true), []);
  if (!draft?.code) return <p className="py-10 text-center text-muted-foreground">{common("loading")}</p>;

  const state: CodeState = phase === "success" ? "success" : phase === "error" ? "error" : "normal";
  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-5 py-6">
      <StepProgress step={3} />
      <h2 className="text-xl font-bold">
        {type === "dependent" ? s("validationDependentTitle") : s("validationTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("sentTo", { phone: formatPhone(draft.code.phone) })}</p>
      <CodeInput
        value={code}
        onChange={onChange}
        state={state}
        readOnly={phase === "checking"}
        disabled={phase === "success"}
        autoFocus
      />
      <p
        role="status"
        aria-live="polite"
        data-testid="code-message"
        className={
          state === "error"
            ? "text-center text-sm font-medium text-red-600"
            : "text-center text-sm font-medium text-green-700"
        }
      >
        {phase === "checking" ? t("checking") : message}
      </p>
      {phase !== "success" && <CodeCountdown expiresAt={draft.code.expiresAt} onExpired={onExpired} />}
      <Button size="lg" disabled={phase !== "success"} onClick={validate} data-testid="code-validate">
        {t("validate")}
      </Button>
      <div className="flex items-center justify-between">
        <Button variant="link" asChild className="px-0">
          <Link href={type === "dependent" ? "/register/personal?type=dependent" : "/register/personal"}>
            {t("changePhone")}
          </Link>
        </Button>
        <Button
          variant="ghost"
          disabled={!expired || resending || phase === "success"}
          onClick={resend}
          data-testid="code-resend"
        >
          {resending ? t("resending") : t("resend")}
        </Button>
      </div>
    </div>
  );
}
