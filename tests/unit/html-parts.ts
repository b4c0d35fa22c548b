// Reading server-rendered markup in the first-load guards (app/first-load-*.test.ts), which compare
// a screen drawn on the server with the components it stands in for.

/** An element's attributes, sorted ("name=value"), and what it holds. */
export function parts(html: string) {
  const [, tag = "", attrs = "", inner = ""] = /^<(\w+)([^>]*)>([\s\S]*)<\/\1>$/.exec(html) ?? [];
  return {
    tag,
    attrs: [...attrs.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => `${m[1]}=${m[2] ?? ""}`).sort(),
    inner,
  };
}

/** The first `<tag>` whose opening tag carries `attr` (an attribute or `name="value"`), with its contents. */
export function element(html: string, tag: string, attr: string): string {
  const m = new RegExp(`<${tag}[^>]*${attr}[^>]*>[\\s\\S]*?</${tag}>`).exec(html);
  if (!m) throw new Error(`no <${tag} ${attr}>`);
  return m[0];
}

/** The first `<tag data-testid="<id>">`, with its contents. */
export const byTestId = (html: string, tag: string, id: string) => element(html, tag, `data-testid="${id}"`);
