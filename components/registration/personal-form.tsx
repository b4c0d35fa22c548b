"use client";

import { InfoIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { useApiAction } from "@/hooks/use-api-action";
import { useRegistrationDraft } from "@/hooks/use-registration-draft";
import { ApiError, apiFetch } from "@/lib/api-client";
import { COUNTRY_CODES } from "@/lib/phone";
import {
  fieldErrors,
  originPath,
  writeDraft,
  type PersonalDraft,
  type RegistrationDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import { ageOn, maskCpf, NATIONALITIES, RELATIONSHIPS } from "@/lib/registration/personal";
import { PERSONAL_MAX } from "@/lib/validations/registration";
import { FormField } from "./form-field";
import { StepProgress } from "./step-progress";

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

export interface PersonalFormProps {
  type: RegistrationType;
  /** A dependent's code goes to the guardian: their number, shown read-only. */
  guardianPhone: { countryCode: string; national: string } | null;
}

/** Step 2 of 3: personal data; the server checks it all and sends the step-3 code. */
export function PersonalForm({ type, guardianPhone }: PersonalFormProps) {
  const router = useRouter();
  const { draft, missing } = useRegistrationDraft(type);
  const lost = missing || (draft !== null && !draft.origin);

  useEffect(() => {
    if (lost) router.replace(originPath(type));
  }, [lost, type, router]);

  if (!draft?.origin) return null;
  return <PersonalFields type={type} guardianPhone={guardianPhone} draft={draft} />;
}

function PersonalFields({ type, guardianPhone, draft }: PersonalFormProps & { draft: RegistrationDraft }) {
  const t = useTranslations("signup");
  const router = useRouter();
  const [p, setP] = useState<PersonalDraft>(() => ({
    ...EMPTY,
    ...draft.personal,
    ...(guardianPhone ? { countryCode: guardianPhone.countryCode, phone: guardianPhone.national } : {}),
  }));
  const [errors, setErrors] = useState<Partial<Record<keyof PersonalDraft, string>>>({});
  const [registered, setRegistered] = useState(false);
  // Stays true while the next step loads, so the code is not requested twice.
  const [leaving, setLeaving] = useState(false);

  const required = t("required");
  const brazilian = p.nationality === "Brasil";
  const dependent = type === "dependent";
  const age = /^\d{4}-\d{2}-\d{2}$/.test(p.birthDate) ? ageOn(p.birthDate, new Date()) : null;

  function change(patch: Partial<PersonalDraft>) {
    setP((v) => ({ ...v, ...patch }));
    setRegistered(false);
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch) as (keyof PersonalDraft)[]) delete next[k];
      return next;
    });
  }

  function localCheck() {
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
    const { customNationality, cpf, rg, document, relationship, ...base } = p;
    return {
      ...base,
      ...(p.nationality === "Outro" ? { customNationality } : {}),
      ...(brazilian ? { cpf, rg } : p.nationality ? { document } : {}),
      ...(dependent ? { relationship } : {}),
    };
  }

  const send = useApiAction(
    (personal: ReturnType<typeof payload>) =>
      apiFetch<{ phone: string; expiresAt: string }>("/api/registration/code", {
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

  const busy = send.busy || leaving;

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

  const invalid = (k: keyof PersonalDraft) =>
    errors[k] ? { "aria-invalid": true, "aria-describedby": `personal-${k}-error` } : {};
  const input = (k: keyof PersonalDraft, extra: React.ComponentProps<typeof Input> = {}) => (
    <Input
      id={`personal-${k}`}
      value={p[k] ?? ""}
      onChange={(e) => change({ [k]: e.target.value })}
      {...invalid(k)}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="mx-auto max-w-md space-y-5 px-5 py-6"
      data-testid="personal-form"
    >
      <StepProgress step={2} />
      <div>
        <h2 className="text-xl font-bold">{dependent ? t("personalTitleDependent") : t("personalTitle")}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{t("personalText")}</p>
      </div>
      <FormField id="personal-fullName" label={t("fullName")} error={errors.fullName}>
        {input("fullName", { autoComplete: dependent ? "off" : "name", maxLength: PERSONAL_MAX.fullName })}
      </FormField>
      <FormField
        id="personal-nickname"
        label={t("nickname")}
        error={errors.nickname}
        hint={t("nicknameHint")}
      >
        {input("nickname", { maxLength: PERSONAL_MAX.nickname })}
      </FormField>
      <FormField id="personal-birthDate" label={t("birthDate")} error={errors.birthDate}>
        {input("birthDate", { type: "date", max: new Date().toISOString().slice(0, 10), min: "1900-01-01" })}
      </FormField>
      {age !== null && age >= 0 && age < 18 && (
        <div
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
          role="note"
          data-testid="guardian-notice"
        >
          <InfoIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p>{t("guardianNotice")}</p>
        </div>
      )}
      {dependent && (
        <FormField id="personal-relationship" label={t("relationship")} error={errors.relationship}>
          <NativeSelect
            id="personal-relationship"
            value={p.relationship}
            onChange={(e) => change({ relationship: e.target.value })}
            {...invalid("relationship")}
          >
            <option value="">{t("choose")}</option>
            {RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {t(`relationships.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <FormField id="personal-nationality" label={t("nationality")} error={errors.nationality}>
        <NativeSelect
          id="personal-nationality"
          value={p.nationality}
          onChange={(e) => change({ nationality: e.target.value })}
          {...invalid("nationality")}
        >
          <option value="">{t("choose")}</option>
          {NATIONALITIES.map((n) => (
            <option key={n} value={n}>
              {t(`nationalities.${n}`)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {p.nationality === "Outro" && (
        <FormField
          id="personal-customNationality"
          label={t("customNationality")}
          error={errors.customNationality}
        >
          {input("customNationality", { maxLength: PERSONAL_MAX.customNationality })}
        </FormField>
      )}
      {brazilian && (
        <div className="grid grid-cols-2 gap-3">
          <FormField id="personal-cpf" label={t("cpf")} error={errors.cpf}>
            <Input
              id="personal-cpf"
              inputMode="numeric"
              placeholder="000.000.000-00"
              value={p.cpf ?? ""}
              onChange={(e) => change({ cpf: maskCpf(e.target.value) })}
              {...invalid("cpf")}
            />
          </FormField>
          <FormField id="personal-rg" label={t("rg")} error={errors.rg}>
            {input("rg", { maxLength: PERSONAL_MAX.rg })}
          </FormField>
        </div>
      )}
      {p.nationality && !brazilian && (
        <FormField
          id="personal-document"
          label={t("document")}
          error={errors.document}
          hint={t("documentHint")}
        >
          {input("document", { maxLength: PERSONAL_MAX.document })}
        </FormField>
      )}
      <FormField id="personal-email" label={t("email")} error={errors.email}>
        {input("email", {
          type: "email",
          autoComplete: dependent ? "off" : "email",
          inputMode: "email",
          maxLength: PERSONAL_MAX.email,
        })}
      </FormField>
      <FormField
        id="personal-phone"
        label={dependent ? t("guardianPhone") : t("phone")}
        error={errors.phone}
        hint={dependent ? t("guardianPhoneHint") : t("phoneHint")}
      >
        <div className="flex gap-2">
          <div className="w-32 shrink-0">
            <NativeSelect
              aria-label={t("countryCode")}
              value={p.countryCode}
              disabled={dependent}
              onChange={(e) => change({ countryCode: e.target.value })}
            >
              {COUNTRY_CODES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code} {c.country}
                </option>
              ))}
            </NativeSelect>
          </div>
          {input("phone", {
            type: "tel",
            inputMode: "tel",
            autoComplete: dependent ? "off" : "tel-national",
            readOnly: dependent,
            placeholder: "(81) 99999-0000",
            maxLength: PERSONAL_MAX.phone,
          })}
        </div>
      </FormField>
      {registered && (
        <p className="text-sm">
          <Link href="/login" className="font-semibold text-primary underline underline-offset-4">
            {t("goToLogin")}
          </Link>
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy} data-testid="personal-continue">
        {busy ? t("sendingCode") : t("continue")}
      </Button>
    </form>
  );
}
