import "server-only";
import { notFound } from "next/navigation";
import { isProduction } from "./env";

/**
 * The bench's page floors (/bench-page, /bench-shell: tests/bench/targets.mjs) exist outside
 * production only, like the bare route: in production they are a 404 before anything else.
 */
export function benchOnly(): void {
  if (isProduction()) notFound();
}
