import { getTranslations } from "next-intl/server";
import { CardListSkeleton, FormSkeleton, HeaderSkeleton, PageSkeleton } from "@/components/states/skeletons";

// Shown while the page below loads (and at once on a tap that navigates here).
export default async function Loading() {
  const t = await getTranslations("states");
  return (
    <PageSkeleton label={t("loading")}>
      <HeaderSkeleton />
      <CardListSkeleton count={4} avatar={false} lines={1} />
      <FormSkeleton fields={1} />
    </PageSkeleton>
  );
}
