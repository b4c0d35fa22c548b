import { ChevronRightIcon, MessageCircleIcon, SearchIcon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { pageLocale } from "@/lib/i18n/page-locale";
import { env } from "@/lib/server/env";
import { searchFaqs, supportLink } from "@/lib/server/services/help/search";
import { listHelpTopics } from "@/lib/server/services/help/topics";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("help"))("title") };
}

export default async function HelpPage({
  searchParams,
}: {
  searchParams: Promise<{ q?: string | string[] }>;
}) {
  const t = await getTranslations("help");
  const raw = (await searchParams).q;
  const q = (typeof raw === "string" ? raw : "").slice(0, 100).trim();
  const locale = await pageLocale();
  const [topics, hits] = await Promise.all([
    listHelpTopics(locale),
    q ? searchFaqs(q, locale) : Promise.resolve([]),
  ]);
  const e = env();
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("title")} />
      <form method="get" action="/help" role="search" className="flex gap-2">
        <Input
          name="q"
          defaultValue={q}
          maxLength={100}
          placeholder={t("searchPlaceholder")}
          aria-label={t("searchPlaceholder")}
          data-testid="help-search"
        />
        <Button type="submit" aria-label={t("search")}>
          <SearchIcon className="size-4" aria-hidden="true" />
        </Button>
      </form>
      {q && (
        <section className="flex flex-col gap-3" data-testid="help-results">
          <h2 className="font-semibold">{t("results", { query: q })}</h2>
          {hits.length === 0 ? (
            <p className="text-muted-foreground">{t("noResults")}</p>
          ) : (
            hits.map((h) => (
              <AppLink
                key={h.id}
                href={`/help/${h.topicId}#${h.id}`}
                className="rounded-2xl border bg-card p-4 hover:bg-muted"
                data-testid="help-hit"
              >
                <p className="font-medium">{h.question}</p>
                <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{h.answer}</p>
              </AppLink>
            ))
          )}
        </section>
      )}
      <section className="flex flex-col gap-2">
        <h2 className="font-semibold">{t("topics")}</h2>
        <ul className="divide-y overflow-hidden rounded-2xl border bg-card">
          {topics.map((topic) => (
            <li key={topic.id}>
              <AppLink
                href={`/help/${topic.id}`}
                className="flex items-center gap-3 px-4 py-3.5 hover:bg-muted"
                data-testid={`help-topic-${topic.id}`}
              >
                <span className="flex-1">
                  <span className="block font-medium">{topic.title}</span>
                  <span className="block text-sm text-muted-foreground">{topic.description}</span>
                </span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      <a
        href={supportLink(e.SUPPORT_WHATSAPP_NUMBER, e.SUPPORT_WHATSAPP_MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 rounded-2xl bg-primary p-4 text-primary-foreground"
      >
        <MessageCircleIcon className="size-6" aria-hidden="true" />
        <span>
          <span className="block font-semibold">{t("support")}</span>
          <span className="block text-sm opacity-90">{t("supportHint")}</span>
        </span>
      </a>
    </div>
  );
}
