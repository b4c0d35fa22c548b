// Help-centre search over FAQ questions and answers, accent- and case-insensitive.
import { db } from "@/lib/server/db";

export function normalize(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

export type FaqHit = { id: string; topicId: string; question: string; answer: string };

export async function searchFaqs(query: string): Promise<FaqHit[]> {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const faqs = await db.faq.findMany({ orderBy: [{ topicId: "asc" }, { position: "asc" }] });
  return faqs
    .filter((f) => {
      const hay = normalize(`${f.question} ${f.answer}`);
      return terms.every((t) => hay.includes(t));
    })
    .map(({ id, topicId, question, answer }) => ({ id, topicId, question, answer }));
}

export function supportLink(number: string, message: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
