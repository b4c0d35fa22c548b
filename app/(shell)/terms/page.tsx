import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MyData, type MyDataLabels } from "@/components/legal/my-data";
import { PageHeader } from "@/components/shell/page-header";
import { Accordion } from "@/components/ui/accordion";
import { pageLocale } from "@/lib/i18n/page-locale";
import { currentSession } from "@/lib/server/auth/current";
import { listLegalDocuments } from "@/lib/server/services/account/account";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("terms") };
}

// /terms — the four legal documents (current versions, from the database); "Meus dados" when logged in.
export default async function TermsPage() {
  const t = await getTranslations("legal");
  const [docs, session] = await Promise.all([listLegalDocuments(await pageLocale()), currentSession()]);
  // "Meus dados"'s texts, translated here: /terms needs no messages in the browser.
  const word = t("confirmWord");
  const myData: MyDataLabels = {
    myData: t("myData"),
    myDataText: t("myDataText"),
    download: t("download"),
    delete: t("delete"),
    deleteTitle: t("deleteTitle"),
    deleteText: t("deleteText"),
    cancel: t("cancel"),
    deleting: t("deleting"),
    deleteConfirm: t("deleteConfirm"),
    failed: t("failed"),
    deleted: t("deleted"),
    confirmWord: word,
    typeWord: t("typeWord", { word }),
  };
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5 pb-10">
      <PageHeader title={t("title")} description={t("subtitle")} />
      <Accordion
        className="rounded-2xl border bg-card px-4"
        data-testid="legal-docs"
        items={docs.map((d) => ({
          value: d.id,
          props: { "data-testid": "legal-doc", "data-doc": d.id },
          trigger: (
            <span>
              <span className="block font-semibold">{d.title}</span>
              <span className="block text-xs font-normal text-muted-foreground" data-testid="legal-version">
                {t("version", { version: d.version })}
              </span>
            </span>
          ),
          content: (
            <div
              className="space-y-2 text-sm leading-relaxed [&_h2]:font-bold [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: d.html }}
            />
          ),
        }))}
      />
      {session?.role === "participant" && <MyData labels={myData} />}
    </div>
  );
}
