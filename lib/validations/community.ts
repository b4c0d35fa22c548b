import { z } from "zod";
import {
  POST_MAX_CHARS,
  COMMENT_MAX_CHARS,
  REPORT_OBSERVATIONS_MAX_CHARS,
  MAX_POST_IMAGES,
  REPORT_REASONS,
  NEWS_CATEGORIES,
} from "./limits";
export {
  POST_MAX_CHARS,
  COMMENT_MAX_CHARS,
  REPORT_OBSERVATIONS_MAX_CHARS,
  MAX_POST_IMAGES,
  MAX_UPLOAD_BYTES,
  REPORT_REASONS,
  NEWS_CATEGORIES,
  type NewsCategory,
} from "./limits";

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
