import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { CATEGORY_STYLE } from "@/components/news/category-style";
import { likeLabels } from "@/components/community/like-labels";
import { Share2Icon } from "@/components/icons/lucide";
import { NewsComments, NewsLike } from "@/components/news/news-interactions";
import { newsCommentsLabels } from "@/components/news/news-labels";
import { shareButtonLook, shareIconClass } from "@/components/share/share-button-class";
import { ShareButtonView } from "@/components/share/share-button-view";
import { shareLabels } from "@/components/share/share-labels";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";
import { Badge } from "@/components/ui/badge";
import { formatLongDate } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";
import { AppError } from "@/lib/server/errors";
import { getNews } from "@/lib/server/services/news/news";
import { sharedPathMetadata } from "@/lib/server/services/sharing/metadata";
import { COMMENT_MAX_CHARS } from "@/lib/validations/limits";

export const dynamic = "force-dynamic";

export async function generateMetadata({
  params,
}: {
  params: Promise<{ newsId: string }>;
}): Promise<Metadata> {
  const { newsId } = await params;
  const shared = await sharedPathMetadata(`/news/${newsId}`);
  const title = typeof shared?.openGraph?.title === "string" ? shared.openGraph.title : null;
  return { ...shared, title: title ?? (await getTranslations("news"))("title") };
}

// /news/{newsId} — the article; its HTML body was sanitised on the server (lib/server/services/news/sanitize.ts).
// Its client parts get their texts from here: no messages in the browser.
export default async function NewsDetailPage({ params }: { params: Promise<{ newsId: string }> }) {
  const { newsId } = await params;
  const session = await requireParticipant(`/news/${encodeURIComponent(newsId)}`);
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(newsId)) notFound();
  const locale = await pageLocale();
  let n;
  try {
    n = await getNews(session.id, newsId, locale);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const [t, sharing, like, comments] = await Promise.all([
    getTranslations("news"),
    getTranslations("sharing"),
    likeLabels(),
    newsCommentsLabels(),
  ]);
  return (
    <article className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5 pb-10">
      <AppLink
        href="/news"
        className="inline-flex items-center gap-1 text-sm font-medium text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("back")}
      </AppLink>
      <div className="flex items-center justify-between gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge className={CATEGORY_STYLE[n.category]} data-testid="news-category">
            {t(`categories.${n.category}`)}
          </Badge>
          {!n.translated && <InPortugueseBadge />}
        </div>
        <div className="flex items-center gap-1 text-sm text-muted-foreground">
          <ShareButtonView
            labels={shareLabels(sharing, n.title)}
            button={shareButtonLook("icon")}
            icon={<Share2Icon className={shareIconClass("icon")} aria-hidden="true" />}
            title={n.title}
            text={n.subtitle}
            url={`/news/${n.id}`}
            testId="news-share"
          />
          <NewsLike newsId={n.id} liked={n.liked} count={n.likes} labels={like} />
          <span className="inline-flex items-center gap-1.5 px-2 py-1" data-testid="news-comment-count">
            <MessageCircleIcon className="size-5" aria-hidden="true" /> {n.comments.length}
          </span>
        </div>
      </div>
      <header className="space-y-2" lang={n.translated ? undefined : "pt"}>
        <h1 className="text-2xl leading-tight font-extrabold" data-testid="news-title">
          {n.title}
        </h1>
        <p className="text-muted-foreground">{n.subtitle}</p>
        <p className="text-xs text-muted-foreground">
          {t("by", { author: n.author })} ·{" "}
          <time dateTime={n.publishedAt}>{formatLongDate(new Date(n.publishedAt), locale)}</time>
        </p>
      </header>
      {n.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
        <img
          src={n.imageUrl}
          alt={n.imageAlt ?? ""}
          width={1200}
          height={675}
          className="aspect-[16/9] h-auto w-full rounded-2xl object-cover"
          data-testid="news-image"
        />
      )}
      <div
        className="space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
        data-testid="news-body"
        lang={n.translated ? undefined : "pt"}
        // Sanitised on the server just above (allow-list: no scripts, styles, event handlers, javascript: URLs).
        dangerouslySetInnerHTML={{ __html: n.bodyHtml }}
      />
      <NewsComments
        newsId={n.id}
        initial={n.comments}
        labels={comments}
        locale={locale}
        maxLength={COMMENT_MAX_CHARS}
      />
      {n.related.length > 0 && (
        <section className="space-y-3">
          <h2 className="font-bold">{t("related")}</h2>
          <ul className="grid gap-3 sm:grid-cols-3">
            {n.related.map((r) => (
              <li key={r.id}>
                <AppLink
                  href={`/news/${r.id}`}
                  className="flex gap-3 rounded-2xl border bg-card p-3 hover:bg-muted sm:flex-col"
                  data-testid="news-related"
                >
                  {r.imageUrl && (
                    // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
                    <img
                      src={r.imageUrl}
                      alt=""
                      width={1200}
                      height={675}
                      className="size-16 shrink-0 rounded-xl object-cover sm:aspect-[16/9] sm:h-auto sm:w-full"
                    />
                  )}
                  <span className="text-sm leading-snug font-semibold" lang={r.translated ? undefined : "pt"}>
                    {r.title}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
