import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { BackButton } from "@/components/community/back-button";
import { postDetailLabels } from "@/components/community/community-labels";
import { PostDetail } from "@/components/community/post-detail";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { getPost } from "@/lib/server/services/community/posts";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("community"))("title") };
}

// /community/post/{postId} — a visible post with its comments; hidden or unknown → 404.
export default async function PostPage({ params }: { params: Promise<{ postId: string }> }) {
  const { postId } = await params;
  const session = await requireParticipant(`/community/post/${encodeURIComponent(postId)}`);
  if (!/^[A-Za-z0-9_-]{1,40}$/.test(postId)) notFound();
  let data;
  try {
    data = await getPost(session.id, postId);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const [common, labels] = await Promise.all([
    getTranslations("common"),
    pageLocale().then(postDetailLabels),
  ]);
  return (
    <div className="mx-auto w-full max-w-2xl space-y-3 px-4 py-5 pb-10">
      <BackButton fallback={`/community/feed?topic=${data.post.topicId}`} label={common("back")} />
      <PostDetail post={data.post} comments={data.comments} viewerId={session.id} labels={labels} />
    </div>
  );
}
