"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import type { PersonalDraft } from "@/lib/registration/draft";

/** ARIA links from a step-2 control to its error. */
export function invalidProps(form: PersonalFormState, name: keyof PersonalDraft) {
  return form.errors[name]
    ? { "aria-invalid": true as const, "aria-describedby": `personal-${name}-error` }
    : {};
}

export type PersonalInputProps = { state: PersonalFormState; name: keyof PersonalDraft } & Omit<
  ComponentProps<typeof Input>,
  "name"
>;

/** A text input of step 2 bound to its value and error. */
export function PersonalInput({ state: form, name, ...extra }: PersonalInputProps) {
  return (
    <Input
      id={`personal-${name}`}
      value={form.values[name] ?? ""}
      onChange={(e) => form.change({ [name]: e.target.value })}
      {...invalidProps(form, name)}
      {...extra}
    />
  );
}
