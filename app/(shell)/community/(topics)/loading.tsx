import { getTranslations } from "next-intl/server";
import { BannerSkeleton, HeaderSkeleton, PageSkeleton, TilesSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <HeaderSkeleton />
      <BannerSkeleton className="h-20 rounded-2xl" />
      <TilesSkeleton count={6} />
    </PageSkeleton>
  );
}
