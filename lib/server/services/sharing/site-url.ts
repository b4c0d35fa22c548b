import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/server/env";

/**
 * The site's public origin for absolute URLs in link previews (og:image must be absolute):
 * NEXTAUTH_URL, the public address, when set (production); else the address the request came to.
 */
export async function publicOrigin(): Promise<URL> {
  const configured = env().NEXTAUTH_URL;
  if (configured) return new URL(new URL(configured).origin);
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost:3000";
  const proto = h.get("x-forwarded-proto")?.split(",")[0]?.trim() ?? "http";
  return new URL(`${proto === "https" ? "https" : "http"}://${host}`);
}
