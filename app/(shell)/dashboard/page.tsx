import { TicketIcon } from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { HomeHeader, HomeNews } from "@/components/dashboard/home-header";
import { InstallPrompt } from "@/components/pwa/install-prompt";
import { QuickLinks } from "@/components/dashboard/quick-links";
import { Countdown } from "@/components/entry/countdown";
import { Button } from "@/components/ui/button";
import { RefreshOnReturn } from "@/components/states/refresh-on-return";
import { requireParticipant } from "@/lib/server/auth/current";
import { pageLocale } from "@/lib/i18n/page-locale";
import { homeBasics } from "@/lib/server/services/dashboard/home";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("dashboard") };
}

// /dashboard — the home before the congress: greeting, weather, countdown, news; the ticket card
// for a participant without a ticket.
export default async function DashboardPage() {
  const session = await requireParticipant("/dashboard");
  const t = await getTranslations("home");
  const { user, hasTicket, weather, news } = await homeBasics(session.id, await pageLocale());
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5">
      <RefreshOnReturn />
      <HomeHeader
        name={user.nickname || user.fullName}
        union={user.union}
        association={user.association}
        weather={weather}
      />
      {!hasTicket && (
        <section
          className="rounded-3xl border-2 border-dashed border-violet-300 bg-violet-50 p-5 dark:border-violet-800 dark:bg-violet-950/40"
          data-testid="no-ticket-card"
        >
          <p className="flex items-center gap-2 font-semibold text-violet-900 dark:text-violet-200">
            <TicketIcon className="size-5" aria-hidden="true" />
            {t("noTicketTitle")}
          </p>
          <p className="mt-1 text-sm text-violet-900/80 dark:text-violet-200">{t("noTicketText")}</p>
          <Button asChild className="mt-3 w-full">
            <AppLink href="/register/plan">{t("noTicketAction")}</AppLink>
          </Button>
        </section>
      )}
      <QuickLinks />
      <section
        className="rounded-3xl bg-gradient-to-br from-violet-700 to-fuchsia-600 p-5 text-white shadow"
        data-testid="home-countdown"
      >
        <p className="mb-3 text-sm text-white/85">{t("countdownTitle")}</p>
        <Countdown inverted />
      </section>
      <HomeNews news={news} />
      <Button asChild variant="outline" className="w-full">
        <AppLink href="/dashboard-evento">{t("toEventHome")}</AppLink>
      </Button>
      <InstallPrompt keepPassOffline />
    </div>
  );
}
