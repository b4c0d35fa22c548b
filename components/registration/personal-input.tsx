"use client";

import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";
import type { PersonalFormState } from "@/hooks/use-personal-form";
import type { PersonalDraft } from "@/lib/registration/draft";

/** ARIA links from a step-2 control to its error. */
export function invalidProps(state: PersonalFormState, name: keyof PersonalDraft) {
  return state.form.formState.errors[name]
    ? { "aria-invalid": true as const, "aria-describedby": `personal-${name}-error` }
    : {};
}

export type PersonalInputProps = {
  state: PersonalFormState;
  name: keyof PersonalDraft;
  /** Formats the value as it is typed (lib/masks.ts). */
  mask?: (value: string) => string;
} & Omit<ComponentProps<typeof Input>, "name">;

/** A text input of step 2, registered with the form (validated on blur and on submit). */
export function PersonalInput({ state, name, mask, ...extra }: PersonalInputProps) {
  const { onChange, ...field } = state.form.register(name);
  return (
    <Input
      id={`personal-${name}`}
      {...field}
      onChange={(e) => {
        if (mask) e.target.value = mask(e.target.value);
        return onChange(e);
      }}
      {...invalidProps(state, name)}
      {...extra}
    />
  );
}
