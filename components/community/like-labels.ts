import { getTranslations } from "next-intl/server";
import type { LikeLabels } from "./like-button";

/** The like button's texts, translated by a server page (/news/[newsId]). */
export async function likeLabels(): Promise<LikeLabels> {
  const t = await getTranslations("community");
  return { like: t("like"), unlike: t("unlike"), retryLater: t("retryLater") };
}
