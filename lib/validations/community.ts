import { z } from "zod";

export const postIdParams = z.object({ postId: z.string().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/) });
export const likeBody = z.object({ liked: z.boolean() });
