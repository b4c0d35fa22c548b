"use client";

import { useRouter } from "next/navigation";
import { useEffect, type ReactNode } from "react";
import { CodeCheckPanel, type CodeCheckPanelLabels } from "@/components/auth/code-check-panel";
import { PLAN_STORAGE_KEY } from "@/components/plans/plan-storage";
import { errorMessage } from "@/hooks/use-api-action";
import { useCodeCheck, type CodeCheckLabels } from "@/hooks/use-code-check";
import { useRegistrationDraft } from "@/hooks/use-registration-draft";
import { apiFetch } from "@/lib/api-client";
import { credentialsSignIn, useSignInPreload } from "@/lib/auth-client";
import { fillIn } from "@/lib/i18n/fill-in";
import {
  clearDraft,
  originPath,
  writeDraft,
  type RegistrationDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import type { RegistrationCodeSent } from "@/lib/server/services/registration/register";

/** The screen's texts and the code pieces' classes, from its server page (./registration-labels.ts). */
export interface RegistrationValidationLabels {
  loading: string;
  /** This kind of registration's title and success message. */
  title: string;
  success: string;
  /** Keeps {phone}. */
  sentTo: string;
  panel: CodeCheckPanelLabels;
  check: CodeCheckLabels;
}

export interface RegistrationValidationProps {
  type: RegistrationType;
  labels: RegistrationValidationLabels;
  /** "Etapa 3 de 3" and its bar, drawn by the server page. */
  progress: ReactNode;
}

type CompleteDraft = RegistrationDraft & Required<Pick<RegistrationDraft, "origin" | "personal" | "code">>;

/**
 * Step 3 of 3: the five-digit code. For an adult it creates the participant and opens the
 * session (next-auth provider "participant-register"); for a dependent it adds the minor to the
 * logged-in guardian's account.
 */
export function RegistrationValidation({ type, labels, progress }: RegistrationValidationProps) {
  const router = useRouter();
  const { draft, missing } = useRegistrationDraft(type);
  const complete = draft?.origin && draft.personal && draft.code ? (draft as CompleteDraft) : null;
  const lost = missing || (draft !== null && !complete);

  useEffect(() => {
    if (lost) router.replace(originPath(type));
  }, [lost, type, router]);

  if (!complete) return <p className="py-10 text-center text-muted-foreground">{labels.loading}</p>;
  return <RegistrationCode type={type} draft={complete} labels={labels} progress={progress} />;
}

function RegistrationCode({
  type,
  draft,
  labels,
  progress,
}: RegistrationValidationProps & { draft: CompleteDraft }) {
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
        return { message: errorMessage(e, labels.check.retry) };
      }
    } else {
      const failure = await credentialsSignIn(
        "participant-register",
        { registration: JSON.stringify({ origin: draft.origin, personal: draft.personal }), code },
        labels.check.retry,
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
    successMessage: labels.success,
    labels: labels.check,
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
      {progress}
      <h2 className="text-xl font-bold">{labels.title}</h2>
      <p className="text-sm text-muted-foreground">
        {fillIn(labels.sentTo, { phone: draft.code.phoneDisplay ?? draft.code.phone })}
      </p>
      <CodeCheckPanel
        check={check}
        expiresAt={draft.code.expiresAt}
        changeHref={dependent ? "/register/personal?type=dependent" : "/register/personal"}
        onValidate={validate}
        labels={labels.panel}
      />
    </div>
  );
}
