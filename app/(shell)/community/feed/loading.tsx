import { getTranslations } from "next-intl/server";
import { BannerSkeleton, CardListSkeleton, PageSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <BannerSkeleton className="h-28 rounded-2xl" />
      <CardListSkeleton count={3} media />
    </PageSkeleton>
  );
}
