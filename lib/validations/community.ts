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

/** Text is trimmed; blank or over 500 characters is refused. Any HTML is just text. */
const text = (max: number) => z.string({ message: "required" }).trim().min(1, "required").max(max, "tooLong");

export const newPostBody = z
  .object({
    topicId: z.enum(TOPIC_IDS, { message: "required" }),
    content: text(500),
    images: z.array(z.string().max(1000)).max(10, "tooManyImages").default([]),
  })
  .strict();

export const commentBody = z.object({ content: text(500) }).strict();

export const REPORT_REASONS = ["offense", "spam", "inappropriate", "false_info", "other"] as const;
export const reportBody = z
  .object({
    contentType: z.enum(["post", "comment"], { message: "invalid" }),
    contentId: id,
    reason: z.enum(REPORT_REASONS, { message: "required" }),
    observations: text(500),
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
