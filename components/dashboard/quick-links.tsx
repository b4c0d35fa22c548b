import type { ComponentType } from "react";
import { BusIcon, CalendarDaysIcon, GiftIcon, QrCodeIcon } from "@/components/icons/lucide";
import type { LucideSvgProps } from "@/components/ui/lucide-svg";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";

export interface QuickLink {
  key: "pass" | "schedule" | "transport" | "rewards";
  href: string;
  icon: ComponentType<LucideSvgProps>;
}

/** The participant's main places, in one list: the homes' shortcuts and the menu share it. */
export const QUICK_LINKS: QuickLink[] = [
  { key: "pass", href: "/checkin", icon: QrCodeIcon },
  { key: "schedule", href: "/schedule", icon: CalendarDaysIcon },
  { key: "transport", href: "/transport", icon: BusIcon },
  { key: "rewards", href: "/rewards", icon: GiftIcon },
];

/** "Acesso rápido" on the homes: the pass, the schedule, transport and rewards one tap away. */
export async function QuickLinks() {
  const t = await getTranslations("journey.shortcuts");
  return (
    <nav aria-labelledby="quick-links-title" data-testid="quick-links">
      <h2 id="quick-links-title" className="mb-2 text-sm font-semibold text-muted-foreground">
        {t("title")}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {QUICK_LINKS.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <AppLink
              href={href}
              data-testid={`quick-${key}`}
              className="flex flex-col items-center gap-1.5 rounded-2xl border bg-card px-2 py-3 text-center font-medium shadow-xs hover:bg-muted"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="max-w-full text-sm leading-tight">{t(key)}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
