import { digits } from "@/lib/payments/card";

/**
 * Input masks, applied as the person types: one place for every form (registration, payment,
 * login). Each takes whatever was typed or pasted and returns the formatted value; the server
 * accepts both forms and keeps the digits.
 */

/** CPF: 000.000.000-00. */
export function maskCpf(value: string) {
  return digits(value)
    .slice(0, 11)
    .replace(/^(\d{3})(\d)/, "$1.$2")
    .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
}

/**
 * A national phone number for the chosen country code: Brazil (81) 99999-0000 (or
 * (81) 3333-0000), USA (555) 123-4567; other countries digits in groups of three. A number
 * pasted with its country code (+55…) is left alone: the server reads it as typed.
 */
export function maskPhone(countryCode: string, value: string) {
  if (value.trim().startsWith("+")) return value.replace(/[^\d+ ()-]/g, "").slice(0, 20);
  const d = digits(value);
  if (countryCode === "+55") {
    const n = d.slice(0, 11);
    if (n.length <= 2) return n.length ? `(${n}` : "";
    const local = n.slice(2);
    const split = n.length === 11 ? 5 : 4;
    return local.length > split
      ? `(${n.slice(0, 2)}) ${local.slice(0, split)}-${local.slice(split)}`
      : `(${n.slice(0, 2)}) ${local}`;
  }
  if (countryCode === "+1") {
    const n = d.slice(0, 10);
    if (n.length <= 3) return n;
    if (n.length <= 6) return `(${n.slice(0, 3)}) ${n.slice(3)}`;
    return `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}`;
  }
  return d
    .slice(0, 15)
    .replace(/(\d{3})(?=\d)/g, "$1 ")
    .trim();
}

/** Card number: groups of four, at most 19 digits. */
export const maskCardNumber = (value: string) =>
  digits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** Card expiry: MM/AA. */
export const maskExpiry = (value: string) =>
  digits(value)
    .slice(0, 4)
    .replace(/^(\d{2})(\d)/, "$1/$2");

/** Card security code: 3 or 4 digits. */
export const maskCvv = (value: string) => digits(value).slice(0, 4);

/** Brazilian postcode: 00000-000. */
export const maskCep = (value: string) =>
  digits(value)
    .slice(0, 8)
    .replace(/^(\d{5})(\d)/, "$1-$2");
