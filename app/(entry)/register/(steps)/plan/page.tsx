import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { CheckCircle2Icon } from "@/components/icons/lucide";
import { PlanChoice } from "@/components/registration/plan-choice";
import { formatLongDate, formatMoney } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("registerPlan") };
}

// /register/plan (step 4 of 5) — Congressista or Não Congressista with days; prices from the database.
export default async function RegisterPlanPage({
  searchParams,
}: {
  searchParams: Promise<{ plan?: string }>;
}) {
  const session = await requireParticipant("/register/plan");
  if (await db.ticket.findUnique({ where: { userId: session.id }, select: { id: true } }))
    redirect("/dashboard");
  const locale = await getLocale();
  const t = await getTranslations("registration");
  const [prices, days] = await Promise.all([
    db.price.findMany(),
    db.eventDay.findMany({ where: { ticketable: true }, orderBy: { id: "asc" } }),
  ]);
  const cents = (plan: string) => prices.find((p) => p.plan === plan)?.amountCents ?? 0;
  const { plan } = await searchParams;
  return (
    <div className="min-h-dvh">
      <EntryHeader title={t("planTitle")} backHref="/dashboard" />
      <PlanChoice
        checkIcon={
          <CheckCircle2Icon className="absolute top-4 right-4 size-5 text-primary" aria-hidden="true" />
        }
        initialPlan={plan === "congressista" || plan === "nao_congressista" ? plan : null}
        congressistaCents={cents("congressista")}
        dayCents={cents("nao_congressista")}
        prices={{
          congressista: formatMoney(cents("congressista"), locale),
          day: formatMoney(cents("nao_congressista"), locale),
        }}
        days={days.map((d) => ({ id: d.id, label: formatLongDate(d.date, locale) }))}
      />
    </div>
  );
}
