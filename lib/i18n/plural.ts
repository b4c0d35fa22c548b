import type { AppLocale } from "./config";

/** A `{count, plural, one {…} other {…}}` message split into its forms (`#` kept), for the browser. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const WHOLE = /^\{(\w+), plural, ((?:(?:zero|one|two|few|many|other) \{[^{}]*\} ?)+)\}$/;
const FORM = /(zero|one|two|few|many|other) \{([^{}]*)\}/g;

/**
 * The forms of a message that is one plural and nothing else, its forms plain text and `#` (no
 * `=n`, offset or nested argument): a server page passes them to client code that counts, which then
 * needs no messages or ICU parser. Throws on any other shape, so a reworded message is caught.
 */
export function pluralForms(raw: string): PluralForms {
  const whole = WHOLE.exec(raw);
  if (!whole) throw new Error(`not a plain plural message: ${raw}`);
  const forms = Object.fromEntries([...whole[2]!.matchAll(FORM)].map((m) => [m[1], m[2]]));
  if (typeof forms.other !== "string") throw new Error(`a plural message without "other": ${raw}`);
  return forms as PluralForms;
}

/** What next-intl prints for that message and `count`: the locale's plural rule, `#` as its number. */
export function formatPlural(forms: PluralForms, count: number, locale: AppLocale): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll("#", new Intl.NumberFormat(locale).format(count));
}
