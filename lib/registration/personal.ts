/** Registration step 2 constants and helpers, shared by the form and the server's schema. */
export const NATIONALITIES = ["Brasil", "Argentina", "Chile", "Estados Unidos", "Outro"] as const;
export const RELATIONSHIPS = [
  "Filho",
  "Filha",
  "Enteado",
  "Enteada",
  "Neto",
  "Neta",
  "Sobrinho",
  "Sobrinha",
  "Irmão",
  "Irmã",
  "Outro",
] as const;

/** Age in whole years on a date (a birthday counts from the day itself). */
export function ageOn(birth: string, on: Date): number {
  const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  if (on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d)) age--;
  return age;
}
