import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { ZodType } from "zod";

/**
 * The schema, or a loader of it: `() => import("@/lib/validations/x").then((m) => m.schema)` keeps
 * zod (~30 KB gzip) out of the form's first load; it loads on the first check (a field left, a
 * submit), once.
 */
export type SchemaSource = ZodType | (() => Promise<ZodType>);

/**
 * A react-hook-form resolver made of the route handler's own zod schema: the form's values are
 * turned into the body the route receives (`toRequest`), checked by the very schema that checks it
 * on the server, and each issue under `prefix` lands on its field. Messages stay keys of
 * `errors.fields` (translated where they are shown, as the server translates its own). Issues
 * outside the form (e.g. a draft's earlier step) are left to the server.
 */
export function requestResolver<V extends FieldValues>(
  source: SchemaSource,
  toRequest: (values: V) => unknown,
  prefix: readonly string[] = [],
): Resolver<V> {
  let loading: Promise<ZodType> | null = null;
  const load = () =>
    (loading ??= (source as () => Promise<ZodType>)().catch((error: unknown) => {
      loading = null; // a failed load (offline) is tried again on the next check
      throw error;
    }));
  return async (values) => {
    const schema = typeof source === "function" ? await load() : source;
    const result = await schema.safeParseAsync(toRequest(values));
    if (result.success) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (!prefix.every((part, i) => path[i] === part)) continue;
      const name = path.slice(prefix.length).join(".");
      if (name && !errors[name]) errors[name] = { type: issue.code, message: issue.message };
    }
    if (Object.keys(errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}

/** The fields' names in the order they appear in the document (first = where focus goes). */
export function inDocumentOrder(names: string[]): string[] {
  const position = (name: string) => document.getElementsByName(name)[0];
  return [...names].sort((a, b) => {
    const x = position(a);
    const y = position(b);
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
