import { parsePhoneNumberFromString } from "libphonenumber-js/max";

export { COUNTRY_CODES, type CountryCode } from "@/lib/country-codes";

/**
 * Normalises what a person typed (with or without the country code, spaces, dashes,
 * parentheses) into E.164, or null when it is not a valid mobile-capable number.
 */
export function normalisePhone(countryCode: string, raw: string): string | null {
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.length < 6 || digits.length > 20) return null;
  const full = digits.startsWith("+") ? digits : `${countryCode}${digits.replace(/^0+/, "")}`;
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  // Codes go to a messaging app: fixed lines cannot receive them.
  if (type === "FIXED_LINE" || type === "PREMIUM_RATE" || type === "TOLL_FREE" || type === "SHARED_COST")
    return null;
  return parsed.number;
}

/**
 * "+55 81 99999-0001" style, for showing a number back to its owner. Server only in practice: the
 * browser gets it formatted (`phoneDisplay` of the code answers) instead of the metadata.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
