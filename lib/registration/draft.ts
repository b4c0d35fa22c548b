"use client";

import { readStored, writeStored } from "@/hooks/use-stored-value";

/**
 * The registration draft between steps 1–3 lives in the tab's sessionStorage (spec part 1 §3:
 * origin, personal, the plan chosen on /plans). The server checks it at every step and keeps
 * nothing until step 3's code creates the participant.
 */
export const DRAFT_STORAGE_KEY = "t26.registration";

export type RegistrationType = "participant" | "dependent";
export interface OriginDraft {
  country: string;
  state: string;
  city: string;
  union?: string;
  association?: string;
}
export interface PersonalDraft {
  fullName: string;
  nickname: string;
  birthDate: string;
  nationality: string;
  customNationality?: string;
  cpf?: string;
  rg?: string;
  document?: string;
  email: string;
  countryCode: string;
  phone: string;
  relationship?: string;
}
export interface RegistrationDraft {
  type: RegistrationType;
  origin?: OriginDraft;
  personal?: PersonalDraft;
  /** Where the code went and until when (step 3). */
  code?: { phone: string; phoneDisplay?: string; expiresAt: string };
}

export function readDraft(): RegistrationDraft | null {
  try {
    const raw = readStored("session", DRAFT_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as RegistrationDraft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: RegistrationDraft) {
  writeStored("session", DRAFT_STORAGE_KEY, JSON.stringify(draft));
}

export function clearDraft() {
  writeStored("session", DRAFT_STORAGE_KEY, null);
}

/** Step 1 of this kind of registration: where a lost or stale draft starts over. */
export function originPath(type: RegistrationType) {
  return type === "dependent" ? "/register/origin?type=dependent" : "/register/origin";
}

/** Field errors of an API error keyed "origin.city" → "city". */
export function fieldErrors(
  fields: Record<string, string[]> | undefined,
  prefix: string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, messages] of Object.entries(fields ?? {})) {
    if (key.startsWith(`${prefix}.`) && messages[0]) out[key.slice(prefix.length + 1)] = messages[0];
  }
  return out;
}
