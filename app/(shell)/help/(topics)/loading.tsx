import { getTranslations } from "next-intl/server";
import { FormSkeleton, HeaderSkeleton, PageSkeleton, TilesSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")} className="max-w-none space-y-5 px-0 py-0">
      <HeaderSkeleton description={false} />
      <FormSkeleton fields={0} />
      <TilesSkeleton count={6} />
    </PageSkeleton>
  );
}
