import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/lib/i18n/config";
import { pluralForms, type PluralForms } from "@/lib/i18n/plural";

// /dependents' texts, translated by its server page: the list, its sheet and its dialog need no
// messages in the browser. Each dependent's own texts (age, relationship, the cancel question)
// come with it (DependentTexts). The client components import only the types.
const KEYS = [
  "title",
  "add",
  "empty",
  "view",
  "cancelEnrolment",
  "dataOf",
  "nickname",
  "birthDate",
  "ageLabel",
  "relationship",
  "origin",
  "memberCode",
  "enrolments",
  "noEnrolments",
  "pass",
  "failed",
  "cancelTitle",
  "keep",
  "cancelling",
  "confirmCancel",
] as const;

export type DependentsLabels = Record<(typeof KEYS)[number], string> & {
  /** The toast after cancelling, counted in the browser (lib/i18n/plural.ts). */
  cancelled: PluralForms;
};

/** A dependent's texts: "{age} anos", the relationship ("—" when none) and the cancel question. */
export interface DependentTexts {
  age: string;
  relationship: string;
  cancelText: string;
}

export async function dependentsLabels(locale: AppLocale): Promise<{
  labels: DependentsLabels;
  texts: (d: {
    age: number;
    relationship: string | null;
    nickname: string;
    enrolments: unknown[];
  }) => DependentTexts;
}> {
  const [t, rel] = await Promise.all([
    getTranslations("dependents"),
    getTranslations("signup.relationships"),
  ]);
  return {
    labels: {
      ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<(typeof KEYS)[number], string>),
      cancelled: pluralForms((count) => t("cancelled", { count }), locale),
    },
    texts: (d) => ({
      age: t("age", { age: d.age }),
      // Stored relationships are the registration list's values (validated on the server).
      relationship: d.relationship ? rel(d.relationship as Parameters<typeof rel>[0]) : "—",
      cancelText: t("cancelText", { name: d.nickname, count: d.enrolments.length }),
    }),
  };
}
