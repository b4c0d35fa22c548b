"use client";

import { UserPlusIcon } from "@/components/icons/svg/user-plus";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { useCodeCheck, type CodeCheckLabels } from "@/hooks/use-code-check";
import { useStoredJson, writeStored } from "@/hooks/use-stored-value";
import { apiFetch } from "@/lib/api-client";
import { credentialsSignIn, useSignInPreload } from "@/lib/auth-client";
import { fillIn } from "@/lib/i18n/fill-in";
import { keepPassOffline } from "@/lib/pwa";
import { CodeCheckPanel, type CodeCheckPanelLabels } from "./code-check-panel";
import { LOGIN_STORAGE_KEY, type PendingLogin } from "./pending-login";

/** The code screen's texts and classes, from its server page (./login-labels.ts). */
export interface LoginValidationLabels {
  loading: string;
  /** Keeps {phone}. */
  sentTo: string;
  success: string;
  unregisteredTitle: string;
  /** Keeps {phone}. */
  unregisteredText: string;
  unregisteredAction: string;
  panel: CodeCheckPanelLabels;
  check: CodeCheckLabels;
  /** Button's (lg, full width) on the unregistered number's link. */
  classes: { unregisteredAction: string };
}

export interface LoginValidationProps {
  next: string;
  labels: LoginValidationLabels;
}

export function LoginValidation({ next, labels }: LoginValidationProps) {
  const router = useRouter();
  const { value: pending, missing } = useStoredJson<PendingLogin>("session", LOGIN_STORAGE_KEY);

  useEffect(() => {
    if (missing) router.replace("/login");
  }, [missing, router]);

  if (!pending) return <p className="py-10 text-center text-muted-foreground">{labels.loading}</p>;
  return <LoginCode pending={pending} next={next} labels={labels} />;
}

function LoginCode({
  pending,
  next,
  labels,
}: {
  pending: PendingLogin;
  next: string;
  labels: LoginValidationLabels;
}) {
  const router = useRouter();
  useSignInPreload();
  const check = useCodeCheck({
    verify: (code) =>
      credentialsSignIn("participant-otp", { phone: pending.phone, code }, labels.check.retry),
    resend: async () => {
      const res = await apiFetch<PendingLogin>("/api/auth/login/code", {
        body: { countryCode: "+55", phone: pending.phone },
      });
      writeStored("session", LOGIN_STORAGE_KEY, JSON.stringify(res));
    },
    successMessage: labels.success,
    labels: labels.check,
  });
  const phone = { phone: pending.phoneDisplay ?? pending.phone };

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
        <h2 className="text-lg font-bold">{labels.unregisteredTitle}</h2>
        <p className="text-sm text-muted-foreground">{fillIn(labels.unregisteredText, phone)}</p>
        {/* Button's look (asChild): its data attributes, then the link's. */}
        <AppLink
          data-slot="button"
          data-variant="default"
          data-size="lg"
          className={labels.classes.unregisteredAction}
          href="/register/origin"
        >
          {labels.unregisteredAction}
        </AppLink>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-muted-foreground">{fillIn(labels.sentTo, phone)}</p>
      <CodeCheckPanel
        check={check}
        expiresAt={pending.expiresAt}
        changeHref="/login"
        onValidate={validate}
        labels={labels.panel}
      />
    </div>
  );
}
