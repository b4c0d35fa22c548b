import { CheckCircle2Icon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { redirect } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatMoney } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { homeNow } from "@/lib/server/auth/home";
import { db } from "@/lib/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("success") };
}

// /success?order=… — the paid order: plan, days, the amount actually charged, next steps.
export default async function SuccessPage({ searchParams }: { searchParams: Promise<{ order?: string }> }) {
  const { order: orderId } = await searchParams;
  const session = await requireParticipant(
    `/success${orderId ? `?order=${encodeURIComponent(orderId)}` : ""}`,
  );
  const order = orderId
    ? await db.order.findFirst({
        where: { id: orderId, userId: session.id, status: "PAID" },
        include: { payment: true },
      })
    : null;
  if (!order) redirect(homeNow());
  const locale = await getLocale();
  const t = await getTranslations("registration");
  const days = order.days
    ? await db.eventDay.findMany({
        where: { id: { in: order.days.split(",").map(Number) } },
        orderBy: { id: "asc" },
      })
    : [];
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-5 px-5 py-10" data-testid="success">
      <div className="text-center">
        <CheckCircle2Icon className="mx-auto size-16 text-green-600 dark:text-green-400" aria-hidden="true" />
        <h1 className="mt-3 text-2xl font-bold">{t("successTitle")}</h1>
        <p className="text-muted-foreground">{t("successText")}</p>
      </div>
      <section className="rounded-2xl border bg-card p-4" data-testid="success-summary">
        <h2 className="mb-2 font-semibold">{t("summary")}</h2>
        <dl className="space-y-1 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("plan")}</dt>
            <dd className="font-medium">
              {t(order.plan === "congressista" ? "congressista" : "naoCongressista")}
            </dd>
          </div>
          {days.length > 0 && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t("days")}</dt>
              <dd className="text-right font-medium">
                {days.map((d) => formatLongDate(d.date, locale)).join(", ")}
              </dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("charged")}</dt>
            <dd className="font-bold" data-testid="success-amount">
              {formatMoney(order.payment?.amountCents ?? order.amountCents, locale)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">{t("method")}</dt>
            <dd className="font-medium">{order.method === "CARD" ? t("card") : "PIX"}</dd>
          </div>
        </dl>
      </section>
      <section className="rounded-2xl bg-muted p-4 text-sm">
        <h2 className="mb-2 font-semibold">{t("nextSteps")}</h2>
        <ol className="list-decimal space-y-1 pl-5">
          <li>{t("next1")}</li>
          <li>{t("next2")}</li>
          <li>{t("next3")}</li>
        </ol>
      </section>
      <div className="grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <AppLink href="/login">{t("toLogin")}</AppLink>
        </Button>
        <Button asChild>
          {/* "Início" is the participant's own home (they are signed in here), not the landing. */}
          <AppLink href={homeNow()} data-testid="success-home">
            {t("toHome")}
          </AppLink>
        </Button>
      </div>
    </main>
  );
}
