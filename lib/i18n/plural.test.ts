import { locales } from "./config";
import { formatPlural, pluralForms } from "./plural";
import { translator } from "./translate";
import { allMessages } from "./messages";

// The notifications' count is formatted in the browser from the forms its server page passes:
// it must read as next-intl would print the message.
test.each(locales)("formatPlural prints what next-intl prints (%s)", (locale) => {
  const raw = (allMessages[locale] as { notifications: { unreadText: string } }).notifications.unreadText;
  const forms = pluralForms(raw);
  const t = translator(locale, "notifications");
  for (const count of [0, 1, 2, 5, 21, 1000, 1234567])
    expect(formatPlural(forms, count, locale)).toBe(t("unreadText", { count }));
});

test("pluralForms refuses a message of another shape", () => {
  expect(pluralForms("{n, plural, one {# item} other {# items}}")).toEqual({
    one: "# item",
    other: "# items",
  });
  expect(() => pluralForms("You have {n, plural, one {# item} other {# items}}")).toThrow();
  expect(() => pluralForms("{n, plural, =0 {none} other {# items}}")).toThrow();
  expect(() => pluralForms("{n, plural, one {# item}}")).toThrow();
  expect(() => pluralForms("{n, plural, one {{name}'s item} other {# items}}")).toThrow();
});
