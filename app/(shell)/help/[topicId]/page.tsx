import { ArrowLeftIcon, MessageCircleIcon } from "@/components/icons/lucide";
import { AppLink } from "@/components/ui/app-link";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { Accordion } from "@/components/ui/accordion";
import { pageLocale } from "@/lib/i18n/page-locale";
import { env } from "@/lib/server/env";
import { supportLink } from "@/lib/server/services/help/search";
import { getHelpTopic } from "@/lib/server/services/help/topics";

export default async function HelpTopicPage({ params }: { params: Promise<{ topicId: string }> }) {
  const { topicId } = await params;
  if (!/^[a-z]{1,40}$/.test(topicId)) notFound();
  const topic = await getHelpTopic(topicId, await pageLocale());
  if (!topic) notFound();
  const t = await getTranslations("help");
  const e = env();
  return (
    <div className="flex flex-col gap-5">
      <AppLink href="/help" className="flex items-center gap-2 text-sm text-muted-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        {t("back")}
      </AppLink>
      <PageHeader title={topic.title} description={topic.description} />
      <Accordion
        className="rounded-2xl border bg-card px-4"
        items={topic.faqs.map((f) => ({
          value: f.id,
          props: { id: f.id },
          trigger: f.question,
          content: f.answer,
        }))}
      />
      <a
        href={supportLink(e.SUPPORT_WHATSAPP_NUMBER, e.SUPPORT_WHATSAPP_MESSAGE)}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center justify-center gap-2 rounded-2xl bg-primary p-4 font-semibold text-primary-foreground"
      >
        <MessageCircleIcon className="size-5" aria-hidden="true" />
        {t("support")}
      </a>
    </div>
  );
}
