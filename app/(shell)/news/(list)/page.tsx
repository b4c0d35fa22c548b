import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NewspaperIcon } from "@/components/icons/svg/newspaper";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";
import { newsListLabels } from "@/components/news/news-labels";
import { NewsList } from "@/components/news/news-list";
import { PageHeader } from "@/components/shell/page-header";
import { CardListSkeleton } from "@/components/states/skeletons";
import { EmptyState } from "@/components/ui/empty-state";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { listNews } from "@/lib/server/services/news/news";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("news"))("title") };
}

// /news — the organisers' news, newest first, by category, paged. Translated, its classes merged and
// its static parts drawn here: no messages, `cn` or Badge in the browser (docs/performance.md).
export default async function NewsPage() {
  await requireParticipant("/news");
  const t = await getTranslations("news");
  const locale = await pageLocale();
  const [{ items, nextCursor }, labels] = await Promise.all([listNews({ locale }), newsListLabels()]);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <NewsList
        initial={items}
        initialCursor={nextCursor}
        labels={labels}
        locale={locale}
        inPortugueseBadge={<InPortugueseBadge />}
        skeleton={<CardListSkeleton count={3} avatar={false} media />}
        empty={
          <EmptyState icon={NewspaperIcon} data-testid="news-empty">
            {labels.empty}
          </EmptyState>
        }
      />
    </div>
  );
}
