/**
 * The texts of these keys, each translated by `t`: a screen's labels object, made on the server so
 * its client code needs no messages (components/<feature>/…-labels.ts).
 */
export function pickTexts<K extends string>(t: (key: K) => string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(key)])) as Record<K, string>;
}
