// Help-centre search over FAQ questions and answers in the reader's language, accent- and case-insensitive.
import { db } from "@/lib/server/db";
import type { AppLocale } from "@/lib/i18n/config";
import { localizeRow, localizedSelect } from "@/lib/i18n/localized";

export function normalize(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

export type FaqHit = { id: string; topicId: string; question: string; answer: string };

const FAQ_FIELDS = ["question", "answer"] as const;

/**
 * The FAQs whose question or answer, as the reader sees them (their language, Portuguese where a
 * FAQ has no translation), contain every word of the query.
 */
export async function searchFaqs(query: string, locale: AppLocale): Promise<FaqHit[]> {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const faqs = await db.faq.findMany({
    orderBy: [{ topicId: "asc" }, { position: "asc" }],
    select: { id: true, topicId: true, ...localizedSelect(FAQ_FIELDS) },
  });
  return faqs
    .map((f) => localizeRow(f, FAQ_FIELDS, locale))
    .filter((f) => {
      const hay = normalize(`${f.question} ${f.answer}`);
      return terms.every((t) => hay.includes(t));
    })
    .map(({ id, topicId, question, answer }) => ({ id, topicId, question, answer }));
}

export function supportLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
