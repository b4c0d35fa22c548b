"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { inDocumentOrder } from "@/lib/forms/request-resolver";

/**
 * What a form shows under a field: a zod message key (errors.fields.*) from the shared schema,
 * translated here, or a sentence the server already translated.
 */
export function useFieldErrorText() {
  const t = useTranslations("errors.fields");
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const key = message as Parameters<typeof t>[0];
      return /^[A-Za-z]+$/.test(message) && t.has(key) ? t(key) : message;
    },
    [t],
  );
}

/**
 * The server's field errors (ApiError.fields, keyed like "personal.cpf") back on their fields,
 * focus on the first of them in the page. Answers whether any field took an error.
 */
export function showServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  fields: Record<string, string[]> | undefined,
  prefix = "",
): boolean {
  const names: string[] = [];
  for (const [key, messages] of Object.entries(fields ?? {})) {
    if (prefix && !key.startsWith(`${prefix}.`)) continue;
    const name = prefix ? key.slice(prefix.length + 1) : key;
    if (!messages[0] || !(name in form.getValues())) continue;
    form.setError(name as Path<V>, { type: "server", message: messages[0] });
    names.push(name);
  }
  const first = inDocumentOrder(names)[0];
  if (first) form.setFocus(first as Path<V>);
  return names.length > 0;
}
