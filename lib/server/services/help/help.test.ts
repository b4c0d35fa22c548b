// The help centre in three languages: topics and FAQs in the reader's language (Portuguese where
// a row has no translation) and the search over what the reader sees.
import { db } from "@/lib/server/db";
import { seedDatabase } from "@/prisma/seed/index";
import { searchFaqs } from "./search";
import { getHelpTopic, listHelpTopics } from "./topics";

beforeAll(async () => {
  await seedDatabase(db);
}, 120_000);

const ids = (hits: { id: string }[]) => hits.map((h) => h.id);

test("topics in each language, in order", async () => {
  expect((await listHelpTopics("pt")).map((t) => t.title)).toEqual([
    "Cadastro",
    "Inscrição e Pagamento",
    "Programação",
    "Aplicativo",
    "Cancelamentos e Reembolsos",
  ]);
  const en = await listHelpTopics("en");
  expect(en.map((t) => t.title)).toEqual([
    "Sign-up",
    "Registration and Payment",
    "Schedule",
    "The App",
    "Cancellations and Refunds",
  ]);
  expect(en[0]).not.toHaveProperty("titleEn");
  expect((await listHelpTopics("es"))[4]).toMatchObject({
    id: "cancelamentos",
    title: "Cancelaciones y Reembolsos",
    description: "Plazos para cancelar inscripciones y cómo funcionan los reembolsos.",
  });
});

test("a topic's FAQs in the reader's language; unknown topic → null", async () => {
  const en = await getHelpTopic("aplicativo", "en");
  expect(en?.title).toBe("The App");
  expect(en?.faqs.map((f) => f.question)[1]).toBe("How do I change the app's language?");
  const es = await getHelpTopic("aplicativo", "es");
  expect(es?.faqs[1]?.answer).toMatch(/^En Menú > Configuración, elige portugués, inglés o español/);
  expect(await getHelpTopic("nada", "en")).toBeNull();
});

test("search in English and Spanish finds the right FAQ by its translated words", async () => {
  expect(ids(await searchFaqs("refunded automatically", "en"))).toEqual(["cancelamentos-3"]);
  expect(ids(await searchFaqs("LANGUAGE", "en"))).toEqual(["aplicativo-2"]);
  expect(ids(await searchFaqs("idioma aplicacion", "es"))).toEqual(["aplicativo-2"]);
  expect(ids(await searchFaqs("reembolsan", "es"))).toEqual(["cancelamentos-4"]);
  // The Portuguese words do not match the English text the reader sees, and vice versa.
  expect(await searchFaqs("reembolsado", "en")).toEqual([]);
  expect(await searchFaqs("refunded", "pt")).toEqual([]);
  expect(ids(await searchFaqs("reembolsado automaticamente", "pt"))).toEqual(["cancelamentos-3"]);
});

test("a FAQ without a translation is shown and searched in Portuguese", async () => {
  await db.faq.update({ where: { id: "programacao-2" }, data: { questionEs: null, answerEs: null } });
  const topic = await getHelpTopic("programacao", "es");
  expect(topic?.faqs[1]?.question).toBe("Posso me inscrever em duas atividades no mesmo horário?");
  expect(topic?.faqs[0]?.question).toBe("¿Cómo armo mi agenda?");
  expect(ids(await searchFaqs("mesmo horario", "es"))).toEqual(["programacao-2"]);
});
