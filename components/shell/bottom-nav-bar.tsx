"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { isNavActive, navItems, type NavKey } from "@/lib/shell";
import { NavPending } from "./nav-pending";
import { CircleHelpSvg, GiftSvg, HouseSvg, NewspaperSvg, UsersSvg } from "./shell-icons";

const ICONS: Record<NavKey, typeof HouseSvg> = {
  dashboard: HouseSvg,
  community: UsersSvg,
  news: NewspaperSvg,
  help: CircleHelpSvg,
  rewards: GiftSvg,
};

export interface BottomNavBarProps {
  /** Already translated (components/shell/bottom-nav.tsx). */
  label: string;
  itemLabels: Record<NavKey, string>;
}

// Plain class strings, not cn(): its merge table (lib/utils.ts) would be the shell's largest client dependency.
/** The navigation's client part: its tabs and the active one depend on the current route. */
export function BottomNavBar({ label, itemLabels }: BottomNavBarProps) {
  const pathname = usePathname();
  const items = navItems(pathname);

  return (
    <nav
      aria-label={label}
      data-testid="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur"
    >
      <ul className="mx-auto flex max-w-3xl">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const active = isNavActive(item, pathname);
          return (
            // Tabs as wide as their label plus an equal share of the rest: five labels ("Recompensas"
            // is the longest) fit a 320 px screen without running into the edge.
            <li key={item.key} className="min-w-0 flex-auto">
              <AppLink
                href={item.href}
                data-testid={`nav-${item.key}`}
                aria-current={active ? "page" : undefined}
                className={`relative flex h-16 flex-col items-center justify-center gap-1 px-0.5 text-center text-[10.5px] leading-tight font-medium whitespace-nowrap transition-colors min-[360px]:text-[11px] min-[400px]:text-xs ${active ? "text-primary" : "text-muted-foreground hover:text-foreground"}`}
              >
                <Icon className={active ? "size-5 stroke-[2.5]" : "size-5"} />
                {itemLabels[item.key]}
                <NavPending />
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
