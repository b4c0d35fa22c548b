import { getTranslations } from "next-intl/server";
import { FormSkeleton, HeaderSkeleton, PageSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")} className="max-w-md pt-16">
      <HeaderSkeleton />
      <FormSkeleton fields={1} />
    </PageSkeleton>
  );
}
