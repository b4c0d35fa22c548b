import { parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";

export { COUNTRY_CODES, type CountryCode } from "@/lib/country-codes";

/** What a person typed, parsed, when it is a valid mobile-capable number; else null. */
function parseMobile(countryCode: string, raw: string): PhoneNumber | null {
  const digits = raw.replace(/[^\d+]/g, "");
  if (digits.length < 6 || digits.length > 20) return null;
  const full = digits.startsWith("+") ? digits : `${countryCode}${digits.replace(/^0+/, "")}`;
  const parsed = parsePhoneNumberFromString(full);
  if (!parsed) return null;
  // The type is found by the same pattern matching isValid() runs first: with the "max" metadata's
  // types, a number has a type exactly when it is valid, so isValid() is asked only when there is
  // none (an invalid number, or a numbering plan without types). One match instead of two.
  const type = parsed.getType();
  if (type === undefined && !parsed.isValid()) return null;
  // Codes go to a messaging app: fixed lines cannot receive them.
  if (type === "FIXED_LINE" || type === "PREMIUM_RATE" || type === "TOLL_FREE" || type === "SHARED_COST")
    return null;
  return parsed;
}

/**
 * Normalises what a person typed (with or without the country code, spaces, dashes,
 * parentheses) into E.164, or null when it is not a valid mobile-capable number.
 */
export function normalisePhone(countryCode: string, raw: string): string | null {
  return parseMobile(countryCode, raw)?.number ?? null;
}

/**
 * normalisePhone and formatPhone of its result from one parse (the login code's answer shows the
 * number back): `{ e164, display }`, or null when normalisePhone is.
 */
export function normalisePhoneWithDisplay(
  countryCode: string,
  raw: string,
): { e164: string; display: string } | null {
  const parsed = parseMobile(countryCode, raw);
  return parsed && { e164: parsed.number, display: parsed.formatInternational() };
}

/**
 * "+55 81 99999-0001" style, for showing a number back to its owner. Server only in practice: the
 * browser gets it formatted (`phoneDisplay` of the code answers) instead of the metadata.
 */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}
