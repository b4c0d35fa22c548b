"use client";

import { UserPlusIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { apiFetch, ApiError } from "@/lib/api-client";
import { credentialsSignIn } from "@/lib/auth-client";
import { formatPhone } from "@/lib/phone";
import { toast } from "@/lib/toast";
import { CodeCountdown } from "./code-countdown";
import { CodeInput, type CodeState } from "./code-input";
import { LOGIN_STORAGE_KEY, type PendingLogin } from "./login-form";

export interface LoginValidationProps {
  next: string;
}

type Phase = "entering" | "checking" | "success" | "error" | "unregistered";

export function LoginValidation({ next }: LoginValidationProps) {
  const t = useTranslations("codeEntry");
  const common = useTranslations("common");
  const router = useRouter();
  const [pending, setPending] = useState<PendingLogin | null>(null);
  const [code, setCode] = useState("");
  const [phase, setPhase] = useState<Phase>("entering");
  const [message, setMessage] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    const raw = window.sessionStorage.getItem(LOGIN_STORAGE_KEY);
    if (!raw) {
      router.replace("/login");
      return;
    }
    setPending(JSON.parse(raw) as PendingLogin);
  }, [router]);

  const check = useCallback(
    async (value: string) => {
      if (!pending) return;
      if (value === "00000") {
        setPhase("error");
        setMessage(t("invalid"));
        return;
      }
      setPhase("checking");
      setMessage(null);
      const failure = await credentialsSignIn(
        "participant-otp",
        { phone: pending.phone, code: value },
        common("retry"),
      );
      if (!failure) {
        setPhase("success");
        setMessage(t("success"));
      } else if (failure.code === "PHONE_NOT_REGISTERED") {
        setPhase("unregistered");
      } else {
        setPhase("error");
        setMessage(failure.message);
      }
    },
    [pending, t, common],
  );

  function onChange(value: string) {
    setCode(value);
    if (phase === "success" || phase === "unregistered") return;
    if (value.length === 5) void check(value);
    else {
      setPhase("entering");
      setMessage(null);
    }
  }

  async function resend() {
    if (!pending) return;
    setResending(true);
    try {
      const res = await apiFetch<PendingLogin>("/api/auth/login/code", {
        body: { countryCode: "+55", phone: pending.phone },
      });
      window.sessionStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(res));
      setPending(res);
      setExpired(false);
      setCode("");
      setPhase("entering");
      setMessage(null);
      toast.success(t("resent"));
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : common("retry"));
    } finally {
      setResending(false);
    }
  }

  function validate() {
    window.sessionStorage.removeItem(LOGIN_STORAGE_KEY);
    router.replace(next);
    router.refresh();
  }

  const onExpired = useCallback(() => setExpired(true), []);
  if (!pending) return <p className="py-10 text-center text-muted-foreground">{common("loading")}</p>;

  if (phase === "unregistered") {
    return (
      <div
        className="flex flex-col items-center gap-4 rounded-2xl border bg-card p-6 text-center"
        data-testid="login-unregistered"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
          <UserPlusIcon className="size-6" aria-hidden="true" />
        </span>
        <h2 className="text-lg font-bold">{t("unregisteredTitle")}</h2>
        <p className="text-sm text-muted-foreground">
          {t("unregisteredText", { phone: formatPhone(pending.phone) })}
        </p>
        <Button asChild size="lg" className="w-full">
          <Link href="/register/origin">{t("unregisteredAction")}</Link>
        </Button>
      </div>
    );
  }

  const state: CodeState = phase === "success" ? "success" : phase === "error" ? "error" : "normal";
  return (
    <div className="flex flex-col gap-5">
      <p className="text-center text-sm text-muted-foreground">
        {t("sentTo", { phone: formatPhone(pending.phone) })}
      </p>
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
      {phase !== "success" && <CodeCountdown expiresAt={pending.expiresAt} onExpired={onExpired} />}
      <Button size="lg" disabled={phase !== "success"} onClick={validate} data-testid="code-validate">
        {t("validate")}
      </Button>
      <div className="flex items-center justify-between">
        <Button variant="link" asChild className="px-0">
          <Link href="/login">{t("changePhone")}</Link>
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
