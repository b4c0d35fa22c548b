"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, ApiError } from "@/lib/api-client";
import { credentialsSignIn } from "@/lib/auth-client";
import { toast } from "@/lib/toast";
import { CodeCountdown } from "./code-countdown";
import { CodeInput } from "./code-input";
import { STAFF_STORAGE_KEY, type PendingStaffLogin } from "./staff-login-form";

export function StaffValidation() {
  const t = useTranslations("staffLogin");
  const codeT = useTranslations("codeEntry");
  const common = useTranslations("common");
  const router = useRouter();
  const [pending, setPending] = useState<PendingStaffLogin | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const raw = window.sessionStorage.getItem(STAFF_STORAGE_KEY);
    if (!raw) router.replace("/app-checkin");
    else setPending(JSON.parse(raw) as PendingStaffLogin);
  }, [router]);

  const onExpired = useCallback(() => setExpired(true), []);

  async function validate() {
    if (!pending || code.length !== 5) return;
    setBusy(true);
    setError(null);
    const failure = await credentialsSignIn(
      "staff-2fa",
      { challenge: pending.challenge, code },
      common("retry"),
    );
    if (!failure) {
      window.sessionStorage.removeItem(STAFF_STORAGE_KEY);
      router.replace("/app-checkin/home");
      router.refresh();
      return;
    }
    setError(failure.message);
    setBusy(false);
  }

  async function resend() {
    if (!pending) return;
    setBusy(true);
    try {
      const res = await apiFetch<{ expiresAt: string }>("/api/auth/staff/resend", {
        body: { challenge: pending.challenge },
      });
      const next = { ...pending, expiresAt: res.expiresAt };
      window.sessionStorage.setItem(STAFF_STORAGE_KEY, JSON.stringify(next));
      setPending(next);
      setExpired(false);
      setCode("");
      setError(null);
      toast.success(codeT("resent"));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : common("retry"));
    } finally {
      setBusy(false);
    }
  }

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
      />
      {error && (
        <p
          role="alert"
          className="text-center text-sm font-medium text-red-600"
          data-testid="staff-code-error"
        >
          {error}
        </p>
      )}
      <CodeCountdown expiresAt={pending.expiresAt} onExpired={onExpired} />
      <Button size="lg" disabled={code.length !== 5 || busy} onClick={validate} data-testid="staff-validate">
        {busy ? codeT("checking") : t("validate")}
      </Button>
      <Button variant="ghost" disabled={!expired || busy} onClick={resend} data-testid="staff-resend">
        {codeT("resend")}
      </Button>
    </div>
  );
}
