import "server-only";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { isProduction } from "./env";

/** While this cookie is set, the test-failure pages throw (tests/e2e/states.spec.ts). */
export const TEST_FAILURE_COOKIE = "t26-test-failure";

/**
 * The error screens' e2e trigger: /test-failure (inside the shell, caught by its error.tsx) and
 * /test-failure-root (no boundary above it but global-error.tsx) throw while the cookie is set and
 * render once it is gone, so 'Tentar novamente' can be seen to recover. They do not exist in
 * production (a 404 before anything else): no visitor can make the real app crash on purpose.
 */
export async function failWhenAsked(): Promise<void> {
  if (isProduction()) notFound();
  if ((await cookies()).get(TEST_FAILURE_COOKIE)) throw new Error("Requested test failure");
}
