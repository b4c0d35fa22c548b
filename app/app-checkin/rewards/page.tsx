import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/shell/page-header";
import { PrintButton } from "@/components/staff/print-button";
import { requireStaff } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { qrDataUrl } from "@/lib/server/services/checkin/pass";
import { rewardToken } from "@/lib/server/services/checkin/tokens";
import { REWARD_CITIES, rewardManualCode } from "@/lib/server/services/rewards/rewards";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffRewards"))("title") };
}

// /app-checkin/rewards — printable signed QR codes of every reward point, for organisers.
export default async function StaffRewardsPage() {
  await requireStaff();
  const t = await getTranslations("staffRewards");
  const points = await db.rewardPoint.findMany({
    where: { cityId: { in: [...REWARD_CITIES] } },
    orderBy: [{ city: { position: "asc" } }, { position: "asc" }],
    select: { id: true, name: true, location: true, points: true, city: { select: { name: true } } },
  });
  const withQr = await Promise.all(
    points.map(async (p) => ({
      ...p,
      qr: await qrDataUrl(rewardToken(p.id)),
      code: rewardManualCode(p.id),
    })),
  );
  return (
    <main className="mx-auto w-full max-w-4xl px-4 py-6 print:p-0">
      <div className="mb-4 flex items-center justify-between print:hidden">
        <AppLink
          href="/app-checkin/home"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" /> {t("back")}
        </AppLink>
        <PrintButton label={t("print")} />
      </div>
      <PageHeader title={t("title")} description={t("hint")} className="mb-6 print:hidden" />
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 print:grid-cols-2">
        {withQr.map((p) => (
          <li
            key={p.id}
            className="break-inside-avoid rounded-2xl border p-4 text-center"
            data-testid="reward-qr"
            data-point={p.id}
          >
            <p className="text-xs tracking-wide text-muted-foreground uppercase">{p.city.name}</p>
            <p className="text-lg font-semibold">{p.name}</p>
            {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL QR code, nothing for next/image to optimise */}
            <img src={p.qr} alt={t("qrAlt", { name: p.name })} className="mx-auto my-3 size-48" />
            {/* For a phone without a usable camera: the participant types this instead. */}
            <p className="font-mono text-base font-semibold tracking-widest" data-testid="reward-manual-code">
              {t("manualCode", { code: p.code })}
            </p>
            <p className="text-sm">{p.location}</p>
            <p className="text-sm font-semibold text-amber-700 dark:text-amber-300">
              {t("points", { points: p.points })}
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
