import { AppError, type ErrorCode } from "@/lib/server/errors";

/**
 * Awaits a promise that must reject with an AppError of this status and code, and returns the
 * error for further checks (`params`, `extra`). Anything else — a resolve, another error, another
 * status or code — fails the test with what happened instead; `label` names the case in that
 * failure when one test tries many inputs.
 */
export async function expectAppError(
  promise: Promise<unknown>,
  status: AppError["status"],
  code: ErrorCode,
  label?: string,
): Promise<AppError> {
  let outcome: unknown;
  try {
    outcome = await promise;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    expect({ label, status: error.status, code: error.code }).toEqual({ label, status, code });
    return error;
  }
  const what = label ? ` (${label})` : "";
  throw new Error(
    `expected an AppError ${status} ${code}${what}, but it resolved with ${JSON.stringify(outcome)}`,
  );
}
