import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { feedLabels } from "@/components/community/community-labels";
import { FeedEmpty } from "@/components/community/feed-empty";
import { FeedView } from "@/components/community/feed-view";
import { topicColor } from "@/components/community/topic-colors";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { getTopic, listPosts } from "@/lib/server/services/community/posts";
import { cn } from "@/lib/utils";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("feedTitle") };
}

// /community/feed?topic= — the topic's posts (all posts without a topic), newest first, paged.
export default async function FeedPage({ searchParams }: { searchParams: Promise<{ topic?: string }> }) {
  const { topic: topicParam } = await searchParams;
  const session = await requireParticipant(
    topicParam ? `/community/feed?topic=${encodeURIComponent(topicParam)}` : "/community/feed",
  );
  const [t, locale] = await Promise.all([getTranslations("community"), pageLocale()]);
  const topic = typeof topicParam === "string" ? await getTopic(topicParam, locale) : null;
  const [{ posts, nextCursor }, labels] = await Promise.all([
    listPosts({ viewerId: session.id, topicId: topic?.id }),
    feedLabels(locale),
  ]);
  const c = topic ? topicColor(topic.color) : null;
  const newPostHref = topic ? `/community/new-post?topic=${topic.id}` : "/community/new-post";
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5 pb-28">
      <header
        className={cn(
          "rounded-2xl p-4",
          c ? cn(c.soft, "border", c.ring) : "bg-gradient-to-r from-violet-700 to-fuchsia-600 text-white",
        )}
        data-testid="feed-header"
      >
        <AppLink
          href="/community"
          className={cn(
            "mb-2 inline-flex items-center gap-1 text-sm font-medium",
            c ? "text-muted-foreground" : "text-white/85",
          )}
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("title")}
        </AppLink>
        <h1 className={cn("text-xl font-bold", c?.text)}>{topic?.name ?? t("feedTitle")}</h1>
        <p className={cn("text-sm", c ? "text-muted-foreground" : "text-white/85")}>
          {topic?.description ?? t("feedSubtitle")}
        </p>
      </header>
      <FeedView
        key={topic?.id ?? "all"}
        topicId={topic?.id ?? null}
        initial={posts}
        initialCursor={nextCursor}
        viewerId={session.id}
        labels={labels}
        empty={<FeedEmpty href={newPostHref} labels={labels} />}
      />
    </div>
  );
}
