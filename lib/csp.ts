/**
 * The Content-Security-Policy of every page. Scripts run only with this request's nonce
 * ('strict-dynamic' lets Next's nonce'd bootstrap load its own chunks), so no injected inline
 * script runs. Styles keep 'unsafe-inline': React and Radix set style attributes, and
 * style injection cannot run code. Pure, so the proxy and tests share it.
 */
export function contentSecurityPolicy(nonce: string, { dev = false } = {}) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://tile.openstreetmap.org",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** For everything that is not a page (API JSON, files): nothing may run or frame it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
