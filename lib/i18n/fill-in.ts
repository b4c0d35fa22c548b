/**
 * Fills a text the server formatted with placeholders as its values ("Cancelar a reserva de {name}?")
 * with values only the browser knows, in one pass (a value's own braces stay as they are).
 */
export function fillIn(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
