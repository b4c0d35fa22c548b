"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useApiAction } from "@/hooks/use-api-action";
import { useStoredJson, writeStored } from "@/hooks/use-stored-value";
import { apiFetch } from "@/lib/api-client";
import { credentialsSignIn, useSignInPreload } from "@/lib/auth-client";
import { toast } from "@/lib/toast";
import { CodeCountdown, type CodeCountdownLabels } from "./code-countdown";
import { CodeInput, type CodeInputLabels } from "./code-input";
import { STAFF_STORAGE_KEY, type PendingStaffLogin } from "./staff-login-form";
import type { StaffCodeResent } from "@/lib/server/services/auth/resend-staff-code";

/** The code pieces' texts and classes, from the server page (./login-labels.ts). */
export interface StaffCodeLabels {
  input: CodeInputLabels;
  countdown: CodeCountdownLabels;
}

export function StaffValidation({ codeLabels }: { codeLabels: StaffCodeLabels }) {
  const t = useTranslations("staffLogin");
  const codeT = useTranslations("codeEntry");
  const common = useTranslations("common");
  const router = useRouter();
  const { value: pending, missing } = useStoredJson<PendingStaffLogin>("session", STAFF_STORAGE_KEY);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [expired, setExpired] = useState(false);
  useSignInPreload();

  useEffect(() => {
    if (missing) router.replace("/app-checkin");
  }, [missing, router]);

  const onExpired = useCallback(() => setExpired(true), []);

  async function validate() {
    if (!pending || code.length !== 5) return;
    setChecking(true);
    setError(null);
    const failure = await credentialsSignIn(
      "staff-2fa",
      { challenge: pending.challenge, code },
      common("retry"),
    );
    if (!failure) {
      writeStored("session", STAFF_STORAGE_KEY, null);
      router.replace("/app-checkin/home");
      router.refresh();
      return;
    }
    setError(failure.message);
    setChecking(false);
  }

  const resend = useApiAction(
    async (challenge: string) => {
      const res = await apiFetch<StaffCodeResent>("/api/auth/staff/resend", { body: { challenge } });
      writeStored("session", STAFF_STORAGE_KEY, JSON.stringify({ ...pending, expiresAt: res.expiresAt }));
    },
    {
      fallback: common("retry"),
      onSuccess: () => {
        setExpired(false);
        setCode("");
        setError(null);
        toast.success(codeT("resent"));
      },
    },
  );
  const busy = checking || resend.busy;

  if (!pending) return <p className="py-10 text-center text-muted-foreground">{common("loading")}</p>;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-center text-sm text-muted-foreground">{t("codeSent", { end: pending.phoneEnd })}</p>
      <CodeInput
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(null);
        }}
        mode="alphanumeric"
        state={error ? "error" : "normal"}
        readOnly={busy}
        autoFocus
        labels={codeLabels.input}
      />
      {error && (
        <p
          role="alert"
          className="text-center text-sm font-medium text-red-600 dark:text-red-400"
          data-testid="staff-code-error"
        >
          {error}
        </p>
      )}
      <CodeCountdown expiresAt={pending.expiresAt} onExpired={onExpired} labels={codeLabels.countdown} />
      <Button size="lg" disabled={code.length !== 5 || busy} onClick={validate} data-testid="staff-validate">
        {busy ? codeT("checking") : t("validate")}
      </Button>
      <Button
        variant="ghost"
        disabled={!expired || busy}
        onClick={() => pending && void resend.run(pending.challenge)}
        data-testid="staff-resend"
      >
        {codeT("resend")}
      </Button>
    </div>
  );
}
