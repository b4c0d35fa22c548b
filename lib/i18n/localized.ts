// Organiser-written content in three languages: a Portuguese column plus nullable `<field>En` and
// `<field>Es` twins (docs/content-languages.md). One place picks the reader's version.
import type { AppLocale } from "./config";

const SUFFIX = { pt: "", en: "En", es: "Es" } as const satisfies Record<AppLocale, string>;

/** The translated twins of the fields F. */
export type Translations<F extends string> = { [K in `${F}En` | `${F}Es`]?: string | null };

/** A row holding the Portuguese fields F (value type V) and, optionally, their twins. */
export type Localizable<F extends string, V extends string | null = string | null> = {
  [K in F]: V;
} & Translations<F>;

/** The row without the twins: what a service hands to pages once it has picked the language. */
export type Localized<T, F extends string> = Omit<T, `${F}En` | `${F}Es`>;

function twin(row: object, field: string, locale: AppLocale): string | null {
  if (locale === "pt") return null;
  const value = (row as Record<string, unknown>)[`${field}${SUFFIX[locale]}`];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Whether `field` has a (non-blank) version in `locale`; Portuguese always has. */
export function hasTranslation<F extends string>(row: Localizable<F>, field: F, locale: AppLocale): boolean {
  return locale === "pt" || twin(row, field, locale) !== null;
}

/** The reader's version of one field, the Portuguese one when it has none. */
export function pickLocalized<F extends string, R extends Localizable<F>>(
  row: R,
  field: F,
  locale: AppLocale,
): R[F] | string {
  return twin(row, field, locale) ?? row[field];
}

/** The row with each of `fields` in the reader's language and the twins dropped. */
export function localizeRow<T extends Localizable<F>, F extends string>(
  row: T,
  fields: readonly F[],
  locale: AppLocale,
): Localized<T, F> {
  const out: Record<string, unknown> = { ...row };
  for (const f of fields) {
    out[f] = pickLocalized(row, f, locale);
    delete out[`${f}En`];
    delete out[`${f}Es`];
  }
  return out as Localized<T, F>;
}

/** A Prisma `select` for the fields and their twins: `{ title: true, titleEn: true, titleEs: true }`. */
export function localizedSelect<F extends string>(
  fields: readonly F[],
): { [K in F | `${F}En` | `${F}Es`]: true } {
  return Object.fromEntries(fields.flatMap((f) => [f, `${f}En`, `${f}Es`].map((k) => [k, true]))) as {
    [K in F | `${F}En` | `${F}Es`]: true;
  };
}
