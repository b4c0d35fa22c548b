import { ChevronRightIcon, UsersIcon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { topicColor } from "@/components/community/topic-colors";
import { PageHeader } from "@/components/shell/page-header";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { listTopics } from "@/lib/server/services/community/posts";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("title") };
}

// /community — the six topics; each opens its feed.
export default async function CommunityPage() {
  await requireParticipant("/community");
  const t = await getTranslations("community");
  const topics = await listTopics(await pageLocale());
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <AppLink
        href="/community/feed"
        className="flex items-center justify-between rounded-2xl bg-gradient-to-r from-violet-700 to-fuchsia-600 p-4 text-white shadow"
        data-testid="community-all"
      >
        <span>
          <span className="block font-bold">{t("feedTitle")}</span>
          <span className="text-sm text-white/85">{t("feedSubtitle")}</span>
        </span>
        <ChevronRightIcon className="size-5" aria-hidden="true" />
      </AppLink>
      <ul className="grid gap-3 sm:grid-cols-2">
        {topics.map((topic) => {
          const c = topicColor(topic.color);
          return (
            <li key={topic.id}>
              <AppLink
                href={`/community/feed?topic=${topic.id}`}
                className={cn(
                  "flex h-full flex-col gap-2 rounded-2xl border p-4 transition hover:shadow-sm",
                  c.soft,
                  c.ring,
                )}
                data-testid="topic-card"
                data-topic={topic.id}
              >
                <span className="flex items-center gap-2">
                  <span className={cn("size-3 rounded-full", c.bg)} aria-hidden="true" />
                  <span className={cn("font-bold", c.text)}>{topic.name}</span>
                </span>
                <span className="text-sm text-muted-foreground">{topic.description}</span>
                <span
                  className="mt-auto flex items-center gap-1 text-xs font-medium text-muted-foreground"
                  data-testid="topic-participants"
                >
                  <UsersIcon className="size-3.5" aria-hidden="true" />{" "}
                  {t("participants", { count: topic.participants })}
                </span>
              </AppLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
