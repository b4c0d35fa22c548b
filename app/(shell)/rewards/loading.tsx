import { getTranslations } from "next-intl/server";
import {
  BannerSkeleton,
  CardListSkeleton,
  HeaderSkeleton,
  PageSkeleton,
  TilesSkeleton,
} from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <HeaderSkeleton />
      <BannerSkeleton />
      <TilesSkeleton count={2} />
      <CardListSkeleton count={3} />
    </PageSkeleton>
  );
}
