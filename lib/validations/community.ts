import { z } from "zod";

const id = z
  .string()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_-]+$/, "invalid");
export const postIdParams = z.object({ postId: id });
export const commentIdParams = z.object({ commentId: id }).strict();
export const userIdParams = z.object({ userId: id }).strict();
export const likeBody = z.object({ liked: z.boolean() });

export const TOPIC_IDS = ["missions", "volunteer", "ejc", "friendship", "activities", "tbt"] as const;

export const feedQuery = z
  .object({
    topic: z.enum(TOPIC_IDS, { message: "invalid" }).optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, "invalid")
      .optional(),
  })
  .strict();

/** Limits shared by the forms (counters, pickers) and the server. */
export const POST_MAX_CHARS = 500;
export const COMMENT_MAX_CHARS = 500;
export const REPORT_OBSERVATIONS_MAX_CHARS = 500;
export const MAX_POST_IMAGES = 10;
/** A phone photo of 8 MB passes; 10 MB is the cap per photo (checked before and after reading). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Text is trimmed; blank or over the limit is refused. Any HTML is just text. */
const text = (max: number) => z.string({ message: "required" }).trim().min(1, "required").max(max, "tooLong");

export const newPostBody = z
  .object({
    topicId: z.enum(TOPIC_IDS, { message: "required" }),
    content: text(POST_MAX_CHARS),
    images: z.array(z.string().max(1000)).max(MAX_POST_IMAGES, "tooManyImages").default([]),
  })
  .strict();

export const commentBody = z.object({ content: text(COMMENT_MAX_CHARS) }).strict();

export const REPORT_REASONS = ["offense", "spam", "inappropriate", "false_info", "other"] as const;
export const reportBody = z
  .object({
    contentType: z.enum(["post", "comment"], { message: "invalid" }),
    contentId: id,
    reason: z.enum(REPORT_REASONS, { message: "required" }),
    observations: text(REPORT_OBSERVATIONS_MAX_CHARS),
  })
  .strict();

export const contactBody = z
  .object({ kind: z.enum(["whatsapp", "instagram"], { message: "invalid" }) })
  .strict();

export const reportIdParams = z.object({ reportId: id }).strict();
export const moderationBody = z
  .object({ action: z.enum(["hide", "dismiss"], { message: "invalid" }) })
  .strict();

export const NEWS_CATEGORIES = ["avisos", "programacao", "missoes", "aplicativo", "emergencia"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export const newsQuery = z
  .object({
    category: z.enum(NEWS_CATEGORIES, { message: "invalid" }).optional(),
    cursor: z
      .string()
      .max(200)
      .regex(/^[A-Za-z0-9_-]+$/, "invalid")
      .optional(),
  })
  .strict();
export const newsIdParams = z
  .object({
    newsId: z
      .string()
      .min(1)
      .max(80)
      .regex(/^[A-Za-z0-9_-]+$/, "invalid"),
  })
  .strict();
