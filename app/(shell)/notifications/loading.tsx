import { getTranslations } from "next-intl/server";
import { CardListSkeleton, HeaderSkeleton, PageSkeleton, TilesSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <HeaderSkeleton action />
      <TilesSkeleton count={1} className="sm:grid-cols-1 [&>*]:h-10 [&>*]:rounded-xl" />
      <CardListSkeleton count={5} />
    </PageSkeleton>
  );
}
