import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { CheckCircle2Icon } from "@/components/icons/lucide";
import { PlanPicker } from "@/components/plans/plan-picker";
import { formatMoney } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page-locale";
import { listPrices } from "@/lib/server/services/plans/list-prices";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("plans"))("title") };
}

export default async function PlansPage() {
  const t = await getTranslations("plans");
  const locale = await pageLocale();
  const prices = await listPrices(locale);
  // Translated here: the picker needs no message formatter in the browser.
  const options = prices.map((p) => {
    const key = p.plan === "congressista" ? "congressista" : "naoCongressista";
    return {
      plan: p.plan,
      price: t(`${key}.price`, { price: formatMoney(p.amountCents, locale) }),
      unit: t(`${key}.unit`),
      name: p.name ?? t(`${key}.name`),
      description: p.description ?? t(`${key}.description`),
    };
  });
  return (
    <div className="min-h-dvh">
      <EntryHeader title={t("title")} backHref="/home" />
      <div className="mx-auto max-w-md px-5 py-6">
        <p className="mb-5 text-muted-foreground">{t("subtitle")}</p>
        <PlanPicker
          options={options}
          labels={{ title: t("title"), selected: t("selected"), continue: t("continue") }}
          selectedIcon={<CheckCircle2Icon className="size-4" aria-hidden="true" />}
        />
      </div>
    </div>
  );
}
