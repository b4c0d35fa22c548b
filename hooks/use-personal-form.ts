"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { showServerErrors } from "@/hooks/use-form-errors";
import { useApiAction } from "@/hooks/use-api-action";
import { useTranslations } from "next-intl";
import { useNow } from "@/hooks/use-now";
import { ApiError, apiFetch } from "@/lib/api-client";
import { requestResolver } from "@/lib/forms/request-resolver";
import {
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

/** Only the fields that apply to the chosen nationality travel (as the server expects them). */
function personalPayload(
  values: PersonalDraft,
  dependent: boolean,
  guardianPhone: PersonalFormOptions["guardianPhone"],
) {
  const { customNationality, cpf, rg, document, relationship, ...base } = values;
  // A dependent's code goes to the guardian: their number (shown read-only) whatever the controls hold.
  if (guardianPhone)
    Object.assign(base, { countryCode: guardianPhone.countryCode, phone: guardianPhone.national });
  const brazilian = values.nationality === "Brasil";
  return {
    ...base,
    ...(values.nationality === "Outro" ? { customNationality } : {}),
    ...(brazilian ? { cpf, rg } : values.nationality ? { document } : {}),
    ...(dependent ? { relationship: relationship || undefined } : {}),
  };
}

/**
 * Registration step 2 on react-hook-form, checked by the route's own schema
 * (registrationCodeSchema) on blur and on submit, focus on the first invalid field. The server
 * checks again; its field errors land under their fields. On success the step-3 code is on its
 * way and the draft carries where it went.
 */
export function usePersonalForm({ type, draft, guardianPhone }: PersonalFormOptions) {
  const t = useTranslations("signup");
  const router = useRouter();
  const dependent = type === "dependent";
  const form = useForm<PersonalDraft>({
    mode: "onTouched",
    defaultValues: {
      ...EMPTY,
      ...draft.personal,
      ...(guardianPhone ? { countryCode: guardianPhone.countryCode, phone: guardianPhone.national } : {}),
    },
    resolver: requestResolver<PersonalDraft>(
      () => import("@/lib/validations/registration").then((m) => m.registrationCodeSchema),
      (values) => ({
        type,
        origin: draft.origin,
        personal: personalPayload(values, dependent, guardianPhone),
      }),
      ["personal"],
    ),
  });
  const [registered, setRegistered] = useState(false);
  // Stays true while the next step loads, so the code is not requested twice.
  const [leaving, setLeaving] = useState(false);

  const [nationality, birthDate] = useWatch({ control: form.control, name: ["nationality", "birthDate"] });
  const brazilian = nationality === "Brasil";
  // Age on the business clock, as the server judges it (register.ts: a dependent must be a minor).
  const nowMs = useNow();
  const age = /^\d{4}-\d{2}-\d{2}$/.test(birthDate) ? ageOn(birthDate, new Date(nowMs)) : null;

  const send = useApiAction(
    (personal: ReturnType<typeof personalPayload>) =>
      apiFetch<RegistrationCodeSent>("/api/registration/code", {
        body: { type, origin: draft.origin, personal },
      }),
    {
      fallback: t("failed"),
      onError: (e) => {
        if (!(e instanceof ApiError)) return false;
        if (e.fields && showServerErrors(form, e.fields, "personal")) return true;
        const field = CODE_FIELD[e.code];
        if (!field) return false;
        form.setError(field, { type: "server", message: e.message }, { shouldFocus: true });
        setRegistered(e.code === "PHONE_ALREADY_REGISTERED");
        return true;
      },
    },
  );

  const submit = form.handleSubmit(async (values) => {
    setRegistered(false);
    const personal = personalPayload(values, dependent, guardianPhone);
    const sent = await send.run(personal);
    if (!sent) return;
    setLeaving(true);
    writeDraft({ ...draft, personal: personal as PersonalDraft, code: sent });
    router.push(dependent ? "/register/validation?type=dependent" : "/register/validation");
  });

  return {
    form,
    submit,
    busy: send.busy || leaving,
    /** The phone is already an account's: the form offers the login. */
    registered,
    brazilian,
    dependent,
    nationality,
    minor: age !== null && age >= 0 && age < 18,
  };
}

export type PersonalFormState = ReturnType<typeof usePersonalForm>;
