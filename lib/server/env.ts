import "server-only";
import { randomBytes } from "node:crypto";
import { z } from "zod";

const schema = z
  .object({
    /** development | test | production. Separate from NODE_ENV: `next start` is always NODE_ENV=production. */
    APP_ENV: z.enum(["development", "test", "production"], {
      error: (issue) =>
        issue.input === undefined
          ? "is required: set APP_ENV=production for a deployment, or APP_ENV=development for a local demo (npm run setup writes it into .env)"
          : "must be development, test or production",
    }),
    DATABASE_URL: z
      .string()
      .default("file:./prisma/dev.db")
      .refine(
        (v) => /^(file:|postgres(ql)?:\/\/)/.test(v),
        "must start with file: (SQLite) or postgresql://",
      ),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** The public address (next-auth's callbacks; the absolute URLs of link previews). Else the request's host. */
    NEXTAUTH_URL: z.string().url().optional(),
    OTP_TTL_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
    OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
    WHATSAPP_TOKEN: z.string().min(1).optional(),
    WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
    WHATSAPP_TEMPLATE_NAME: z.string().min(1).optional(),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("pt_BR"),
    WHATSAPP_API_BASE: z.string().url().default("https://graph.facebook.com/v21.0"),
    /** Ed25519 key pair that signs pass/boarding QR tokens: base64url of the 32-byte seed and of the 32-byte public key. */
    PASS_SIGNING_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be the base64url of a 32-byte Ed25519 seed")
      .optional(),
    PASS_SIGNING_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, "must be the base64url of a 32-byte Ed25519 public key")
      .optional(),
    PASS_KEY_VERSION: z.coerce.number().int().min(1).max(255).default(1),
    /** Web push (VAPID) keys as printed by `npx web-push generate-vapid-keys` (base64url). */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    VAPID_SUBJECT: z.string().default("mailto:suporte@together2026.com.br"),
    /** Where uploaded files (post photos, avatars) are stored; shared storage when running several instances. */
    UPLOADS_DIR: z.string().min(1).default("./storage/uploads"),
    /** "local" (UPLOADS_DIR, default) or "s3": any S3-compatible object store (docs/instances.md). */
    STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** For stores other than AWS (MinIO, R2, Spaces…): their endpoint URL. */
    S3_ENDPOINT: z.string().url().optional(),
    /** Path-style URLs (endpoint/bucket/key), which most non-AWS stores need. */
    S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).default("false"),
    /** Without these the AWS SDK's own chain applies (instance role, AWS_* variables…). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** PIX receiver of the simulated payment provider (the BR Code's merchant account). */
    PIX_KEY: z.string().min(1).max(77).default("pagamentos@together2026.com.br"),
    PIX_MERCHANT_NAME: z.string().min(1).max(25).default("TOGETHER 2026"),
    PIX_MERCHANT_CITY: z.string().min(1).max(15).default("RECIFE"),
    /** Payments (docs/registration.md): "simulated" (default outside production) or "mercadopago". */
    PAYMENTS_PROVIDER: z.enum(["simulated", "mercadopago"]).optional(),
    MERCADOPAGO_ACCESS_TOKEN: z.string().min(10).optional(),
    MERCADOPAGO_PUBLIC_KEY: z.string().min(10).optional(),
    MERCADOPAGO_WEBHOOK_SECRET: z.string().min(16).optional(),
    MERCADOPAGO_API_BASE: z.string().url().default("https://api.mercadopago.com"),
    MERCADOPAGO_JS_URL: z.string().url().default("https://sdk.mercadopago.com/js/v2"),
    MERCADOPAGO_NOTIFICATION_URL: z.string().url().optional(),
    /** Demo/staging clock for business rules (ISO date-time); ignored in production (lib/server/clock.ts). */
    APP_NOW: z.string().datetime({ offset: true }).optional(),
    /**
     * The door (staff reader) accepts a check-in from this many minutes before an item starts
     * (a bus: before departure) to its end (lib/door-window.ts). Staff can accept anyway, with a reason.
     */
    DOOR_OPENS_MINUTES_BEFORE: z.coerce.number().int().min(0).max(20_160).default(60),
    /** The help centre's 'Falar com suporte' (wa.me link): number with country code, digits only, and the preset message. */
    SUPPORT_WHATSAPP_NUMBER: z
      .string()
      .regex(/^\d{10,15}$/)
      .default("5581999990000"),
    SUPPORT_WHATSAPP_MESSAGE: z.string().default("Olá! Preciso de ajuda com o app Together 2026."),
  })
  .superRefine((env, ctx) => {
    // No constant fallback anywhere: a public secret would sign sessions and passes anyone can forge.
    if (!env.AUTH_SECRET && env.APP_ENV === "development")
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required (at least 32 random characters; `npm run setup` generates one into .env)",
      });
    if (env.APP_ENV === "production") {
      for (const key of [
        "PASS_SIGNING_PRIVATE_KEY",
        "PASS_SIGNING_PUBLIC_KEY",
        "VAPID_PUBLIC_KEY",
        "VAPID_PRIVATE_KEY",
      ] as const)
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when APP_ENV=production (npm run setup generates one)",
          });
      if (!env.AUTH_SECRET)
        ctx.addIssue({
          code: "custom",
          path: ["AUTH_SECRET"],
          message: "is required when APP_ENV=production",
        });
      if (!env.WHATSAPP_TOKEN || !env.WHATSAPP_PHONE_NUMBER_ID || !env.WHATSAPP_TEMPLATE_NAME)
        ctx.addIssue({
          code: "custom",
          path: ["WHATSAPP_TOKEN"],
          message:
            "WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TEMPLATE_NAME are required when APP_ENV=production (codes must reach phones)",
        });
      if (!env.PAYMENTS_PROVIDER)
        ctx.addIssue({
          code: "custom",
          path: ["PAYMENTS_PROVIDER"],
          message:
            'is required when APP_ENV=production: "mercadopago" takes real money; "simulated" only for a free event',
        });
    }
    if (env.STORAGE_DRIVER === "s3" && !env.S3_BUCKET)
      ctx.addIssue({ code: "custom", path: ["S3_BUCKET"], message: "is required when STORAGE_DRIVER=s3" });
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    if (env.PAYMENTS_PROVIDER === "mercadopago") {
      for (const key of [
        "MERCADOPAGO_ACCESS_TOKEN",
        "MERCADOPAGO_PUBLIC_KEY",
        "MERCADOPAGO_WEBHOOK_SECRET",
      ] as const)
        if (!env[key])
          ctx.addIssue({
            code: "custom",
            path: [key],
            message: "is required when PAYMENTS_PROVIDER=mercadopago",
          });
    }
  });

let testSecret: string | undefined;

export type Env = z.infer<typeof schema> & { AUTH_SECRET: string };

/** Validates process.env; throws one readable message naming every bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned: Record<string, string | undefined> = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== ""),
  );
  let result = schema.safeParse(cleaned);
  // `next build` loads route modules to read their configuration (lib/server/db.ts reads the
  // environment at import) but serves nothing: every page and route is dynamic. A build machine
  // needs no runtime configuration or secrets, so the build gets a throwaway one; the server
  // checks the real one when it starts (instrumentation.ts).
  if (!result.success && source.NEXT_PHASE === "phase-production-build")
    result = schema.safeParse({
      DATABASE_URL: cleaned.DATABASE_URL,
      APP_ENV: "development",
      AUTH_SECRET: (testSecret ??= randomBytes(32).toString("base64url")),
    });
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join(".") || "(env)"}: ${i.message}`);
    throw new Error(
      `Invalid environment configuration:\n${lines.join("\n")}\nSee README.md, section "Configuration".`,
    );
  }
  // Tests that set no secret get a random one for this process (never a constant).
  return {
    ...result.data,
    AUTH_SECRET: result.data.AUTH_SECRET ?? (testSecret ??= randomBytes(32).toString("base64url")),
  };
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

export const isProduction = () => env().APP_ENV === "production";
