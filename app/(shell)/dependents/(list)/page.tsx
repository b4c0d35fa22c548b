import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { UserPlusIcon } from "@/components/icons/svg/user-plus";
import { UsersIcon } from "@/components/icons/svg/users";
import { DependentCard } from "@/components/dependents/dependent-card";
import { dependentsLabels } from "@/components/dependents/dependents-labels";
import { DependentsList } from "@/components/dependents/dependents-list";
import { PageHeader } from "@/components/shell/page-header";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { pageLocale } from "@/lib/i18n/page-locale";
import { stateLabel } from "@/lib/registration/origin";
import { requireParticipant } from "@/lib/server/auth/current";
import { listDependents } from "@/lib/server/services/dependents/dependents";
import { EmptyState } from "@/components/ui/empty-state";

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
  const items = dependents.map((d) => ({
    ...d,
    stateLabel: stateLabel(d.country, d.state),
    enrolments: d.enrolments.map((e) => ({ ...e, startsAt: e.startsAt.toISOString() })),
    texts: texts(d),
  }));
  // Drawn here; the client part is the overlays' state and the cards' buttons (DependentsList).
  return (
    <DependentsList dependents={items} labels={labels} locale={locale}>
      <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
        <PageHeader
          title={labels.title}
          action={
            <Button asChild size="sm" data-testid="dependents-add">
              <AppLink href="/dependents/instructions">
                <UserPlusIcon className="size-4" aria-hidden="true" /> {labels.add}
              </AppLink>
            </Button>
          }
        />
        {items.length === 0 ? (
          <EmptyState icon={UsersIcon} data-testid="dependents-empty">
            {labels.empty}
          </EmptyState>
        ) : (
          <ul className="space-y-3">
            {items.map((d) => (
              <DependentCard key={d.id} dependent={d} labels={labels} />
            ))}
          </ul>
        )}
      </div>
    </DependentsList>
  );
}
