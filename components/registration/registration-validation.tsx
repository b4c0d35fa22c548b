"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { CodeCheckPanel, type CodeCheckPanelLabels } from "@/components/auth/code-check-panel";
import { PLAN_STORAGE_KEY } from "@/components/plans/plan-picker";
import { errorMessage } from "@/hooks/use-api-action";
import { useCodeCheck, type CodeCheckLabels } from "@/hooks/use-code-check";
import { useRegistrationDraft } from "@/hooks/use-registration-draft";
import { apiFetch } from "@/lib/api-client";
import { credentialsSignIn, useSignInPreload } from "@/lib/auth-client";
import {
  clearDraft,
  originPath,
  writeDraft,
  type RegistrationDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import { StepProgress } from "./step-progress";
import type { RegistrationCodeSent } from "@/lib/server/services/registration/register";

/** The code pieces' texts and classes, from the server page (components/auth/login-labels.ts). */
export interface RegistrationCodeLabels {
  panel: CodeCheckPanelLabels;
  check: CodeCheckLabels;
}

type CompleteDraft = RegistrationDraft & Required<Pick<RegistrationDraft, "origin" | "personal" | "code">>;

/**
 * Step 3 of 3: the five-digit code. For an adult it creates the participant and opens the
 * session (next-auth provider "participant-register"); for a dependent it adds the minor to the
 * logged-in guardian's account.
 */
export function RegistrationValidation({
  type,
  codeLabels,
}: {
  type: RegistrationType;
  codeLabels: RegistrationCodeLabels;
}) {
  const common = useTranslations("common");
  const router = useRouter();
  const { draft, missing } = useRegistrationDraft(type);
  const complete = draft?.origin && draft.personal && draft.code ? (draft as CompleteDraft) : null;
  const lost = missing || (draft !== null && !complete);

  useEffect(() => {
    if (lost) router.replace(originPath(type));
  }, [lost, type, router]);

  if (!complete) return <p className="py-10 text-center text-muted-foreground">{common("loading")}</p>;
  return <RegistrationCode type={type} draft={complete} codeLabels={codeLabels} />;
}

function RegistrationCode({
  type,
  draft,
  codeLabels,
}: {
  type: RegistrationType;
  draft: CompleteDraft;
  codeLabels: RegistrationCodeLabels;
}) {
  const t = useTranslations("codeEntry");
  const s = useTranslations("signup");
  const common = useTranslations("common");
  const router = useRouter();
  const dependent = type === "dependent";
  useSignInPreload();

  async function verify(code: string) {
    if (dependent) {
      try {
        await apiFetch("/api/registration/dependents", {
          body: { origin: draft.origin, personal: draft.personal, code },
        });
      } catch (e) {
        return { message: errorMessage(e, common("retry")) };
      }
    } else {
      const failure = await credentialsSignIn(
        "participant-register",
        { registration: JSON.stringify({ origin: draft.origin, personal: draft.personal }), code },
        common("retry"),
      );
      if (failure) return failure;
    }
    clearDraft();
    return null;
  }

  const check = useCodeCheck({
    verify,
    resend: async () => {
      const sent = await apiFetch<RegistrationCodeSent>("/api/registration/code", {
        body: { type, origin: draft.origin, personal: draft.personal },
      });
      writeDraft({ ...draft, code: sent });
    },
    successMessage: dependent ? s("dependentCreated") : s("created"),
    labels: codeLabels.check,
  });

  function validate() {
    if (dependent) {
      router.replace("/dependents");
    } else {
      const plan = window.sessionStorage.getItem(PLAN_STORAGE_KEY);
      router.replace(
        plan === "congressista" || plan === "nao_congressista" ? `/register/plan?plan=${plan}` : "/dashboard",
      );
    }
    router.refresh();
  }

  return (
    <div className="mx-auto flex max-w-md flex-col gap-5 px-5 py-6">
      <StepProgress step={3} />
      <h2 className="text-xl font-bold">
        {dependent ? s("validationDependentTitle") : s("validationTitle")}
      </h2>
      <p className="text-sm text-muted-foreground">
        {t("sentTo", { phone: draft.code.phoneDisplay ?? draft.code.phone })}
      </p>
      <CodeCheckPanel
        check={check}
        expiresAt={draft.code.expiresAt}
        changeHref={dependent ? "/register/personal?type=dependent" : "/register/personal"}
        onValidate={validate}
        labels={codeLabels.panel}
      />
    </div>
  );
}
