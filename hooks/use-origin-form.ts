"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { ApiError, apiFetch } from "@/lib/api-client";
import {
  fieldErrors,
  readDraft,
  writeDraft,
  type OriginDraft,
  type RegistrationType,
} from "@/lib/registration/draft";
import { automaticAffiliation, isOriginCountry } from "@/lib/registration/origin";
import type { OriginChecked } from "@/lib/validations/registration";

const EMPTY: OriginDraft = { country: "", state: "", city: "", union: "", association: "" };

/**
 * Registration step 1: country, state and city (and, for Espanha, the union and association
 * chosen); elsewhere the affiliation follows from the state. The server checks the choice and
 * answers the origin to keep in the draft.
 */
export function useOriginForm(type: RegistrationType, saved: OriginDraft | undefined) {
  const t = useTranslations("signup");
  const router = useRouter();
  const [origin, setOrigin] = useState<OriginDraft>(() => ({ ...EMPTY, ...saved }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Stays true while the next step loads.
  const [leaving, setLeaving] = useState(false);

  const spain = origin.country === "Espanha";
  const auto =
    isOriginCountry(origin.country) && origin.city
      ? automaticAffiliation(origin.country, origin.state)
      : null;

  function change(patch: Partial<OriginDraft>) {
    setOrigin((o) => ({ ...o, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      for (const k of Object.keys(patch)) delete next[k];
      return next;
    });
  }

  function localCheck(): Record<string, string> {
    const required = t("required");
    const e: Record<string, string> = {};
    if (!origin.country) e.country = required;
    if (!origin.state) e.state = required;
    if (!origin.city) e.city = required;
    if (spain && !origin.union) e.union = required;
    if (spain && !origin.association) e.association = required;
    return e;
  }

  const send = useApiAction(
    (body: Partial<OriginDraft>) =>
      apiFetch<OriginChecked>("/api/registration/origin", { body: { origin: body } }),
    {
      fallback: t("failed"),
      onError: (e) => {
        if (!(e instanceof ApiError && e.fields)) return false;
        setErrors(fieldErrors(e.fields, "origin"));
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
    const res = await send.run(
      spain ? origin : { country: origin.country, state: origin.state, city: origin.city },
    );
    if (!res) return;
    setLeaving(true);
    const draft = readDraft();
    writeDraft({ type, personal: draft?.type === type ? draft.personal : undefined, origin: res.origin });
    router.push(type === "dependent" ? "/register/personal?type=dependent" : "/register/personal");
  }

  return { origin, errors, change, submit, busy, spain, auto };
}
