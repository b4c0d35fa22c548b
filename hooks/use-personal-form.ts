"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { ApiError, apiFetch } from "@/lib/api-client";
import {
  fieldErrors,
  writeDraft,
  type PersonalDraft,
  type RegistrationDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import { ageOn } from "@/lib/registration/personal";
import type { RegistrationCodeSent } from "@/lib/server/services/registration/register";

const EMPTY: PersonalDraft = {
  fullName: "",
  nickname: "",
  birthDate: "",
  nationality: "",
  customNationality: "",
  cpf: "",
  rg: "",
  document: "",
  email: "",
  countryCode: "+55",
  phone: "",
  relationship: "",
};

/** Which field an error code belongs to. */
const CODE_FIELD: Record<string, keyof PersonalDraft> = {
  PHONE_INVALID: "phone",
  PHONE_ALREADY_REGISTERED: "phone",
  DEPENDENT_NOT_MINOR: "birthDate",
  DEPENDENT_EXISTS: "fullName",
  RELATIONSHIP_REQUIRED: "relationship",
};

export interface PersonalFormOptions {
  type: RegistrationType;
  /** The saved draft (step 1 done). */
  draft: RegistrationDraft;
  /** A dependent's code goes to the guardian: their number, read-only. */
  guardianPhone: { countryCode: string; national: string } | null;
}

/**
 * Registration step 2: the values (seeded from the draft), required fields checked here, the
 * rest by the server, whose field errors land under their fields; on success the step-3 code
 * is on its way and the draft carries where it went.
 */
export function usePersonalForm({ type, draft, guardianPhone }: PersonalFormOptions) {
  const t = useTranslations("signup");
  const router = useRouter();
  const [values, setValues] = useState<PersonalDraft>(() => ({
    ...EMPTY,
    ...draft.personal,
    ...(guardianPhone ? { countryCode: guardianPhone.countryCode, phone: guardianPhone.national } : {}),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalDraft, string>>>({});
  const [registered, setRegistered] = useState(false);
  // Stays true while the next step loads, so the code is not requested twice.
  const [leaving, setLeaving] = useState(false);

  const brazilian = values.nationality === "Brasil";
  const dependent = type === "dependent";
  // Age on the business clock, as the server judges it (register.ts: a dependent must be a minor).
  const nowMs = useNow();
  const age = /^\d{4}-\d{2}-\d{2}$/.test(values.birthDate) ? ageOn(values.birthDate, new Date(nowMs)) : null;

  function change(patch: Partial<PersonalDraft>) {
    setValues((v) => ({ ...v, ...patch }));
    setRegistered(false);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof PersonalDraft)[]) delete next[k];
      return next;
    });
  }

  function localCheck() {
    const required = t("required");
    const p = values;
    const e: Partial<Record<keyof PersonalDraft, string>> = {};
    for (const k of ["fullName", "nickname", "birthDate", "nationality", "email", "phone"] as const)
      if (!p[k]?.trim()) e[k] = required;
    if (brazilian && !p.cpf?.trim()) e.cpf = required;
    if (brazilian && !p.rg?.trim()) e.rg = required;
    if (p.nationality && !brazilian && !p.document?.trim()) e.document = required;
    if (p.nationality === "Outro" && !p.customNationality?.trim()) e.customNationality = required;
    if (dependent && !p.relationship) e.relationship = required;
    return e;
  }

  /** Only the fields that apply to the chosen nationality travel. */
  function payload() {
    const { customNationality, cpf, rg, document, relationship, ...base } = values;
    return {
      ...base,
      ...(values.nationality === "Outro" ? { customNationality } : {}),
      ...(brazilian ? { cpf, rg } : values.nationality ? { document } : {}),
      ...(dependent ? { relationship } : {}),
    };
  }

  const send = useApiAction(
    (personal: ReturnType<typeof payload>) =>
      apiFetch<RegistrationCodeSent>("/api/registration/code", {
        body: { type, origin: draft.origin, personal },
      }),
    {
      fallback: t("failed"),
      onError: (e) => {
        if (!(e instanceof ApiError)) return false;
        if (e.fields) {
          setErrors(fieldErrors(e.fields, "personal"));
          return true;
        }
        const field = CODE_FIELD[e.code];
        if (!field) return false;
        setErrors({ [field]: e.message });
        setRegistered(e.code === "PHONE_ALREADY_REGISTERED");
        return true;
      },
    },
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const local = localCheck();
    setErrors(local);
    if (Object.keys(local).length) return;
    const personal = payload();
    const sent = await send.run(personal);
    if (!sent) return;
    setLeaving(true);
    writeDraft({ ...draft, personal: personal as PersonalDraft, code: sent });
    router.push(dependent ? "/register/validation?type=dependent" : "/register/validation");
  }

  return {
    values,
    errors,
    change,
    submit,
    busy: send.busy || leaving,
    /** The phone is already an account's: the form offers the login. */
    registered,
    brazilian,
    dependent,
    minor: age !== null && age >= 0 && age < 18,
  };
}

export type PersonalFormState = ReturnType<typeof usePersonalForm>;
