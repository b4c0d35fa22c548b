/**
 * Finding a person at the door by name, CPF or member code: one matching rule for the staff API
 * (lib/server/services/checkin/lookup.ts) and for the reader's offline roster (lib/staff-offline.ts).
 *
 * CPF offline: the roster on the device never holds a CPF. It keeps only its last 4 digits
 * (`cpfEnd`), which match a typed CPF's last digits and are shown with the name so staff confirm
 * who it is. A hash would not hide anything: a CPF has 9 free digits, so every hash can be
 * recomputed in seconds. Online the server also compares the full 11 digits.
 */
export const LOOKUP_MIN_CHARS = 3;
export const LOOKUP_MAX_RESULTS = 8;
export const CPF_END_DIGITS = 4;

export interface LookupCandidate {
  name: string;
  memberCode: string;
  /** The CPF's last digits (or null without a CPF). */
  cpfEnd: string | null;
  /** Server only: the CPF's 11 digits. */
  cpfDigits?: string | null;
}

const fold = (s: string) =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();

export const onlyDigits = (s: string) => s.replace(/\D/g, "");

/** The last digits kept for the offline roster. */
export function cpfEndOf(cpf: string | null | undefined): string | null {
  const d = onlyDigits(cpf ?? "");
  return d.length === 11 ? d.slice(-CPF_END_DIGITS) : null;
}

/** A query that can match anything (at least 3 characters once trimmed). */
export function lookupQueryOk(query: string) {
  return query.trim().length >= LOOKUP_MIN_CHARS;
}

/** Whether one person matches the typed text. */
export function matchesLookup(query: string, person: LookupCandidate): boolean {
  const q = query.trim();
  if (q.length < LOOKUP_MIN_CHARS) return false;
  // Digits and CPF punctuation only: a CPF (whole, or its last digits).
  if (/^[\d.\-\s/]+$/.test(q)) {
    const digits = onlyDigits(q);
    if (digits.length < LOOKUP_MIN_CHARS) return false;
    if (digits.length === 11 && person.cpfDigits) return person.cpfDigits === digits;
    if (!person.cpfEnd) return false;
    return digits.length >= CPF_END_DIGITS
      ? digits.slice(-CPF_END_DIGITS) === person.cpfEnd
      : person.cpfEnd.endsWith(digits);
  }
  // A member code (T26-8F3K2Q), whole or in part: "T26-8F3", "8F3K".
  const code = q.toUpperCase().replace(/\s+/g, "");
  const memberBare = person.memberCode.toUpperCase().replace(/^T26-/, "");
  if (code.startsWith("T26")) {
    const bare = code.replace(/^T26-?/, "");
    return bare.length > 0 && memberBare.startsWith(bare);
  }
  if (/^[A-Z0-9]+$/.test(code) && /\d/.test(code) && memberBare.includes(code)) return true;
  const name = fold(person.name);
  return fold(q)
    .split(" ")
    .every((word) => name.includes(word));
}

/** The first matches, names in alphabetical order. */
export function lookupIn<T extends LookupCandidate>(
  query: string,
  people: T[],
  max = LOOKUP_MAX_RESULTS,
): T[] {
  return people
    .filter((p) => matchesLookup(query, p))
    .sort((a, b) => a.name.localeCompare(b.name, "pt"))
    .slice(0, max);
}
