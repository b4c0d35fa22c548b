import { locales } from "./config";
import { formatPlural, pluralForms } from "./plural";
import { translator } from "./translate";

// The notifications' count is formatted in the browser from the forms its server page passes:
// it must read as next-intl would print the message.
test.each(locales)("formatPlural prints what next-intl prints (%s)", (locale) => {
  const t = translator(locale, "notifications");
  const forms = pluralForms((count) => t("unreadText", { count }), locale);
  expect(forms.one).toContain("#");
  for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 1000, 1234567])
    expect(formatPlural(forms, count, locale)).toBe(t("unreadText", { count }));
});

test("pluralForms keeps a form without the count, and refuses an ambiguous one", () => {
  const forms = pluralForms((n) => (n === 1 ? "One item" : `${n} items`), "en");
  expect(forms).toEqual({ one: "One item", other: "# items" });
  expect(formatPlural(forms, 1, "en")).toBe("One item");
  expect(formatPlural(forms, 1500, "en")).toBe("1,500 items");
  expect(() => pluralForms((n) => `${n} of ${n}`, "en")).toThrow();
});
