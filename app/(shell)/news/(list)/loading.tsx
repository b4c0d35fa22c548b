import { getTranslations } from "next-intl/server";
import { CardListSkeleton, ChipsSkeleton, HeaderSkeleton, PageSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <HeaderSkeleton />
      <ChipsSkeleton count={6} />
      <CardListSkeleton count={3} avatar={false} media />
    </PageSkeleton>
  );
}
