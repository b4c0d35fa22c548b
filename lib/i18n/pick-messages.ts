/**
 * The part of a messages object under the given namespaces ("pass", "journey.pass"), nested as in
 * the whole: what a route's client components need, instead of every message of the app in its
 * HTML (components/i18n/intl-layout.tsx). A namespace that does not exist is left out.
 */
export function pickMessages(messages: Record<string, unknown>, namespaces: readonly string[]) {
  const out: Record<string, unknown> = {};
  for (const ns of namespaces) {
    const keys = ns.split(".");
    let from: unknown = messages;
    for (const k of keys) from = isObject(from) ? from[k] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const k of keys.slice(0, -1))
      into = (into[k] = isObject(into[k]) ? into[k] : {}) as Record<string, unknown>;
    into[keys[keys.length - 1]!] = from;
  }
  return out;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
