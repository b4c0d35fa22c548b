/**
 * The plain values the browser's forms, counters and pickers share with the schemas (maxLength,
 * choices), without zod: a client component importing one of these from a schema file would carry
 * zod (~30 KB gzip) in its route's first load. The schema files re-export them for the server.
 */

/** The login forms' length limits (the inputs' maxLength and the schemas). */
export const LOGIN_LIMITS = { phoneMax: 32, usernameMax: 64, passwordMax: 200 } as const;

/** Step 2's longest values: the schema's rule and the form's maxLength. */
export const PERSONAL_MAX = {
  fullName: 100,
  nickname: 30,
  customNationality: 60,
  cpf: 20,
  rg: 20,
  document: 30,
  email: 120,
  phone: 32,
} as const;
export const FULL_NAME_MIN = 3;

/** Limits shared by the community forms (counters, pickers) and the server. */
export const POST_MAX_CHARS = 500;
export const COMMENT_MAX_CHARS = 500;
export const REPORT_OBSERVATIONS_MAX_CHARS = 500;
export const MAX_POST_IMAGES = 10;
/** A phone photo of 8 MB passes; 10 MB is the cap per photo (checked before and after reading). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const REPORT_REASONS = ["offense", "spam", "inappropriate", "false_info", "other"] as const;
export const NEWS_CATEGORIES = ["avisos", "programacao", "missoes", "aplicativo", "emergencia"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const EVENT_TYPES = ["worship", "lecture", "workshop", "fellowship", "sport", "youth"] as const;
/** The longest search text (the search boxes' maxLength). */
export const SEARCH_MAX = 100;

export const CARD_NAME = { min: 3, max: 60 } as const;
export const OVERRIDE_REASON = { min: 3, max: 200 } as const;

export const PROFILE_COLORS = [
  "blue",
  "pink",
  "green",
  "purple",
  "red",
  "orange",
  "yellow",
  "cyan",
  "indigo",
  "teal",
  "lime",
  "slate",
] as const;
export const MARITAL_STATUSES = ["solteiro", "namorando", "casado", "divorciado"] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
/** /profile/edit's limits: the schema's rules and the form's maxLength and counters. */
export const PROFILE_LIMITS = {
  nameMin: 3,
  nameMax: 50,
  bioMax: 200,
  /** 30 characters of handle and an optional leading @. */
  instagramMax: 31,
  /** The spec's profile photo limit, checked on the device and by the server. */
  avatarBytes: 5 * 1024 * 1024,
} as const;
