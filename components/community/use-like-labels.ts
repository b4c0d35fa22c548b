import { useTranslations } from "next-intl";
import type { LikeLabels } from "./like-button";

/** ./like-labels.ts' texts for client code below a next-intl provider (the feed, a post, a profile). */
export function useLikeLabels(): LikeLabels {
  const t = useTranslations("community");
  return { like: t("like"), unlike: t("unlike"), retryLater: t("retryLater") };
}
