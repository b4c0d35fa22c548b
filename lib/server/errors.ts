import "server-only";
import { NextResponse } from "next/server";
import { ZodError } from "zod";
import type { AppLocale } from "@/lib/i18n/config";
import type { Messages } from "@/lib/i18n/messages";
import { errorTranslator } from "@/lib/i18n/translate";
import { isDatabaseBusy } from "./db-errors";

/**
 * Stable machine codes: exactly the keys under `errors` in the messages (minus the zod field
 * messages), so throwing a code that has no translated message fails the type check.
 */
export type ErrorCode = Exclude<keyof Messages["errors"], "fields">;

export type ErrorParams = Record<string, string | number>;

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429,
    readonly code: ErrorCode,
    readonly params: ErrorParams = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = "AppError";
  }
}

export const unauthenticated = () => new AppError(401, "UNAUTHENTICATED");
export const forbidden = (code: ErrorCode = "FORBIDDEN") => new AppError(403, code);
export const notFound = (code: ErrorCode = "NOT_FOUND") => new AppError(404, code);
export const conflict = (
  code: ErrorCode = "CONFLICT",
  params?: ErrorParams,
  extra?: Record<string, unknown>,
) => new AppError(409, code, params, extra);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "RATE_LIMITED", { seconds: retryAfterSeconds }, { retryAfter: retryAfterSeconds });

export interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]>; [key: string]: unknown };
}

function translate(locale: AppLocale, code: string, params: ErrorParams): string {
  const t = errorTranslator(locale);
  return t.has(code) ? t(code, params) : t("INTERNAL");
}

/** Field issues of a ZodError, messages translated: zod messages are keys under errors.fields. */
function fieldIssues(error: ZodError, locale: AppLocale): Record<string, string[]> {
  const t = errorTranslator(locale);
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    const messageKey = `fields.${issue.message}`;
    const message = t.has(messageKey) ? t(messageKey) : t("fields.invalid");
    (fields[key] ??= []).push(message);
  }
  return fields;
}

/** The one JSON error shape: { error: { code, message, fields? } }. Unknown errors are logged and opaque. */
/** How long a client should wait before trying again when the database is saturated. */
const BUSY_RETRY_SECONDS = 2;

export function toErrorResponse(error: unknown, locale: AppLocale): NextResponse<ErrorBody> {
  if (error instanceof ZodError) {
    return NextResponse.json(
      {
        error: {
          code: "VALIDATION_FAILED",
          message: translate(locale, "VALIDATION_FAILED", {}),
          fields: fieldIssues(error, locale),
        },
      },
      { status: 400 },
    );
  }
  if (error instanceof AppError) {
    const headers: HeadersInit = {};
    if (typeof error.extra.retryAfter === "number") headers["Retry-After"] = String(error.extra.retryAfter);
    return NextResponse.json(
      { error: { code: error.code, message: translate(locale, error.code, error.params), ...error.extra } },
      { status: error.status, headers },
    );
  }
  if (isDatabaseBusy(error)) {
    console.warn("[api] database busy", (error as Error).message);
    return NextResponse.json(
      {
        error: {
          code: "SERVER_BUSY",
          message: translate(locale, "SERVER_BUSY", {}),
          retryAfter: BUSY_RETRY_SECONDS,
        },
      },
      { status: 503, headers: { "Retry-After": String(BUSY_RETRY_SECONDS) } },
    );
  }
  console.error("[api] unexpected error", error);
  return NextResponse.json(
    { error: { code: "INTERNAL", message: translate(locale, "INTERNAL", {}) } },
    { status: 500 },
  );
}
