import "server-only";
import { db } from "@/lib/server/db";
import type { AppLocale } from "@/lib/i18n/config";
import { localizeRow, localizedSelect } from "@/lib/i18n/localized";

const TOPIC_FIELDS = ["title", "description"] as const;
const FAQ_FIELDS = ["question", "answer"] as const;

/** /help: the topics in order, in the reader's language. */
export async function listHelpTopics(locale: AppLocale) {
  const topics = await db.helpTopic.findMany({
    orderBy: { position: "asc" },
    select: { id: true, icon: true, ...localizedSelect(TOPIC_FIELDS) },
  });
  return topics.map((t) => localizeRow(t, TOPIC_FIELDS, locale));
}

/** /help/{topicId}: one topic and its FAQs in order, in the reader's language; null when unknown. */
export async function getHelpTopic(topicId: string, locale: AppLocale) {
  const topic = await db.helpTopic.findUnique({
    where: { id: topicId },
    select: {
      id: true,
      ...localizedSelect(TOPIC_FIELDS),
      faqs: { orderBy: { position: "asc" }, select: { id: true, ...localizedSelect(FAQ_FIELDS) } },
    },
  });
  if (!topic) return null;
  const { faqs, ...rest } = topic;
  return {
    ...localizeRow(rest, TOPIC_FIELDS, locale),
    faqs: faqs.map((f) => localizeRow(f, FAQ_FIELDS, locale)),
  };
}
