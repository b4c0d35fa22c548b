import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { dependentsLabels } from "@/components/dependents/dependents-labels";
import { DependentsList } from "@/components/dependents/dependents-list";
import { pageLocale } from "@/lib/i18n/page-locale";
import { stateLabel } from "@/lib/registration/origin";
import { requireParticipant } from "@/lib/server/auth/current";
import { listDependents } from "@/lib/server/services/dependents/dependents";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("dependents") };
}

// /dependents — the adult's dependents: age badge, data sheet with the pass, cancel enrolments.
// Translated here: no messages in the browser.
export default async function DependentsPage() {
  const session = await requireParticipant("/dependents");
  const locale = await pageLocale();
  const [dependents, { labels, texts }] = await Promise.all([
    listDependents(session.id),
    dependentsLabels(locale),
  ]);
  return (
    <DependentsList
      dependents={dependents.map((d) => ({
        ...d,
        stateLabel: stateLabel(d.country, d.state),
        enrolments: d.enrolments.map((e) => ({ ...e, startsAt: e.startsAt.toISOString() })),
        texts: texts(d),
      }))}
      labels={labels}
      locale={locale}
    />
  );
}
