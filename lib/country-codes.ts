/**
 * The login screen's country codes (spec part 1 §2). Apart from lib/phone.ts so the login and
 * registration forms do not carry libphonenumber's metadata (~48 KB gzip) in the browser.
 */
export const COUNTRY_CODES = [
  { code: "+55", country: "BR" },
  { code: "+1", country: "US" },
  { code: "+34", country: "ES" },
  { code: "+54", country: "AR" },
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number]["code"];
