import type { AppLocale } from "./config";

/** A plural message's forms (`#` for the count) per plural category of the locale, for the browser. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * The forms of a message whose only varying part is a plural of one count, for client code that
 * counts (it then needs no messages or formatter). Taken from the formatted message itself (the
 * build precompiles the messages, so their source text is not at hand): for each of the locale's
 * plural categories, the message for a count in that category, with that count's digits as `#`.
 * Throws when the digits are not there exactly once in a form that varies.
 */
export function pluralForms(format: (count: number) => string, locale: AppLocale): PluralForms {
  const rules = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    // The largest count below 1000 of that category (0 last: an `=0` form is not the category's).
    let count = -1;
    for (let n = 999; n >= 1 && count < 0; n--) if (rules.select(n) === category) count = n;
    if (count < 0 && rules.select(0) === category) count = 0;
    if (count < 0) continue; // a category of fractions only
    const text = format(count);
    const digits = number.format(count);
    const parts = text.split(digits);
    if (parts.length > 2) throw new Error(`"${text}": the count ${digits} appears more than once`);
    forms[category] = parts.join("#");
  }
  if (forms.other === undefined) throw new Error("no 'other' form");
  return forms as PluralForms;
}

/** What next-intl prints for that message and `count`: the locale's plural rule, `#` as its number. */
export function formatPlural(forms: PluralForms, count: number, locale: AppLocale): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replaceAll("#", new Intl.NumberFormat(locale).format(count));
}
