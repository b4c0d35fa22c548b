import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BackButton } from "@/components/community/back-button";
import { newPostLabels } from "@/components/community/community-labels";
import { NewPostForm } from "@/components/community/new-post-form";
import { PageHeader } from "@/components/shell/page-header";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { listTopicNames } from "@/lib/server/services/community/posts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("newPost") };
}

// /community/new-post?topic= — publish in a topic (photos uploaded one by one, then the post).
export default async function NewPostPage({ searchParams }: { searchParams: Promise<{ topic?: string }> }) {
  const { topic } = await searchParams;
  await requireParticipant(
    topic ? `/community/new-post?topic=${encodeURIComponent(topic)}` : "/community/new-post",
  );
  const topics = await listTopicNames(await pageLocale());
  const initial = topics.find((t) => t.id === topic)?.id ?? null;
  const [common, labels] = await Promise.all([getTranslations("common"), newPostLabels()]);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 px-4 py-5 pb-10">
      <BackButton
        fallback={initial ? `/community/feed?topic=${initial}` : "/community"}
        label={common("back")}
      />
      <NewPostForm
        topics={topics}
        initialTopic={initial}
        labels={labels}
        header={<PageHeader title={labels.newPost} description={labels.newPostSubtitle} />}
      />
    </div>
  );
}
