/** Card checks shared by the form (as a convenience) and the server (the rule). */
export const digits = (s: string) => s.replace(/\D/g, "");

export function luhn(number: string) {
  const d = digits(number);
  if (d.length < 13 || d.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < d.length; i++) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

export type CardBrand = "visa" | "mastercard";

/** Spec: 4 → Visa; 5 or 2 → Mastercard. */
export function cardBrand(number: string): CardBrand | null {
  const d = digits(number);
  if (d.startsWith("4")) return "visa";
  if (d.startsWith("5") || d.startsWith("2")) return "mastercard";
  return null;
}

/** MM/AA not in the past (the card works through the last day of that month). */
export function expiryValid(mmYy: string, now = new Date()) {
  const m = /^(\d{2})\/(\d{2})$/.exec(mmYy.trim());
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Brazilian CPF check digits. */
export function cpfValid(cpf: string) {
  const d = digits(cpf);
  if (d.length !== 11 || /^(\d)\1{10}$/.test(d)) return false;
  const check = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return check(9) === Number(d[9]) && check(10) === Number(d[10]);
}

/** Documented test numbers of the simulated provider that decline (docs/registration.md). */
export const DECLINING_TEST_CARDS: Record<string, "CARD_DECLINED" | "CARD_INSUFFICIENT_FUNDS"> = {
  "4000000000000002": "CARD_DECLINED",
  "5105105105105100": "CARD_INSUFFICIENT_FUNDS",
};
