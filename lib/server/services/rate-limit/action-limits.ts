import "server-only";
import { AppError } from "@/lib/server/errors";
import { consumeRateLimit } from "./consume-rate-limit";

/**
 * Per-user limits on what a participant writes for others to see. Generous for a person, tight
 * for a script: a flood of posts, comments, reports (each lands in the moderation queue) or
 * contact requests (each notifies someone). Each can be set from the environment for load tests
 * and e2e runs; production uses the defaults.
 */
export const ACTION_LIMITS = {
  post: { env: "RATE_LIMIT_POSTS_PER_HOUR", max: 10, windowSeconds: 3600, code: "POST_RATE_LIMITED" },
  comment: {
    env: "RATE_LIMIT_COMMENTS_PER_HOUR",
    max: 60,
    windowSeconds: 3600,
    code: "COMMENT_RATE_LIMITED",
  },
  report: { env: "RATE_LIMIT_REPORTS_PER_HOUR", max: 20, windowSeconds: 3600, code: "REPORT_RATE_LIMITED" },
  contact: {
    env: "RATE_LIMIT_CONTACTS_PER_DAY",
    max: 30,
    windowSeconds: 86_400,
    code: "CONTACT_RATE_LIMITED",
  },
} as const;

export type LimitedAction = keyof typeof ACTION_LIMITS;

/** The configured maximum: a positive integer from the environment, else the default. */
export function actionLimit(action: LimitedAction): number {
  const { env, max } = ACTION_LIMITS[action];
  const configured = Number(process.env[env]);
  return Number.isInteger(configured) && configured > 0 ? configured : max;
}

/** Counts one `action` by `userId`; past the limit a 429 with the action's own message and Retry-After. */
export async function consumeActionLimit(action: LimitedAction, userId: string): Promise<void> {
  const { windowSeconds, code } = ACTION_LIMITS[action];
  try {
    await consumeRateLimit(`${action}:${userId}`, [{ windowSeconds, max: actionLimit(action) }]);
  } catch (e) {
    if (!(e instanceof AppError) || e.status !== 429) throw e;
    const seconds = Number(e.extra.retryAfter ?? windowSeconds);
    throw new AppError(
      429,
      code,
      { minutes: Math.max(1, Math.ceil(seconds / 60)), seconds },
      { retryAfter: seconds },
    );
  }
}
