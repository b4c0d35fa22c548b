import { getTranslations } from "next-intl/server";
import { BannerSkeleton, CardListSkeleton, PageSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")} className="space-y-5">
      <BannerSkeleton className="h-24" />
      <BannerSkeleton className="h-32" />
      <CardListSkeleton count={2} avatar={false} media />
    </PageSkeleton>
  );
}
