import "server-only";
import type { RateLimitRule } from "../rate-limit/consume-rate-limit";

const perHourPerIp = Number(process.env.RATE_LIMIT_IP_PER_HOUR ?? 100);

/** At most 1 code per 30 s and 5 per hour per phone (issue 3). */
export const PHONE_CODE_RULES: RateLimitRule[] = [
  { windowSeconds: 30, max: 1 },
  { windowSeconds: 3600, max: 5 },
];
/** Many participants share a congress Wi-Fi NAT: the per-IP cap is generous and configurable. */
export const IP_CODE_RULES: RateLimitRule[] = [{ windowSeconds: 3600, max: perHourPerIp }];
export const STAFF_USER_RULES: RateLimitRule[] = [{ windowSeconds: 900, max: 10 }];
export const STAFF_RESEND_RULES: RateLimitRule[] = [
  { windowSeconds: 30, max: 1 },
  { windowSeconds: 3600, max: 5 },
];
