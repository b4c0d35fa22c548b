"use client";

import { UserPlusIcon } from "@/components/icons/svg/user-plus";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { Button } from "@/components/ui/button";
import { useCodeCheck } from "@/hooks/use-code-check";
import { useStoredJson, writeStored } from "@/hooks/use-stored-value";
import { apiFetch } from "@/lib/api-client";
import { credentialsSignIn, useSignInPreload } from "@/lib/auth-client";
import { keepPassOffline } from "@/lib/pwa";
import { CodeCheckPanel } from "./code-check-panel";
import { LOGIN_STORAGE_KEY, type PendingLogin } from "./pending-login";

export interface LoginValidationProps {
  next: string;
}

export function LoginValidation({ next }: LoginValidationProps) {
  const common = useTranslations("common");
  const router = useRouter();
  const { value: pending, missing } = useStoredJson<PendingLogin>("session", LOGIN_STORAGE_KEY);

  useEffect(() => {
    if (missing) router.replace("/login");
  }, [missing, router]);

  if (!pending) return <p className="py-10 text-center text-muted-foreground">{common("loading")}</p>;
  return <LoginCode pending={pending} next={next} />;
}

function LoginCode({ pending, next }: { pending: PendingLogin; next: string }) {
  const t = useTranslations("codeEntry");
  const common = useTranslations("common");
  const router = useRouter();
  useSignInPreload();
  const check = useCodeCheck({
    verify: (code) => credentialsSignIn("participant-otp", { phone: pending.phone, code }, common("retry")),
    resend: async () => {
      const res = await apiFetch<PendingLogin>("/api/auth/login/code", {
        body: { countryCode: "+55", phone: pending.phone },
      });
      writeStored("session", LOGIN_STORAGE_KEY, JSON.stringify(res));
    },
    successMessage: t("success"),
  });

  function validate() {
    writeStored("session", LOGIN_STORAGE_KEY, null);
    // Signed in: the pass goes into the offline copy now, before the first signal-less door.
    void keepPassOffline();
    router.replace(next);
    router.refresh();
  }

  if (check.failure?.code === "PHONE_NOT_REGISTERED") {
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
          {t("unregisteredText", { phone: pending.phoneDisplay ?? pending.phone })}
        </p>
        <Button asChild size="lg" className="w-full">
          <AppLink href="/register/origin">{t("unregisteredAction")}</AppLink>
        </Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">
        {t("sentTo", { phone: pending.phoneDisplay ?? pending.phone })}
      </p>
      <CodeCheckPanel check={check} expiresAt={pending.expiresAt} changeHref="/login" onValidate={validate} />
    </div>
  );
}
