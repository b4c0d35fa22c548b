"use client";

import { DRAFT_STORAGE_KEY, type RegistrationDraft, type RegistrationType } from "@/lib/registration/draft";
import { useStoredJson } from "./use-stored-value";

/**
 * The registration draft of this kind (adult or dependent) from the tab's storage. `draft` is
 * null until storage is read; `missing` is true once it is known there is none of this kind.
 */
export function useRegistrationDraft(type: RegistrationType) {
  const { value, missing } = useStoredJson<RegistrationDraft>("session", DRAFT_STORAGE_KEY);
  const draft = value?.type === type ? value : null;
  return { draft, missing: missing || (value !== null && draft === null) };
}
