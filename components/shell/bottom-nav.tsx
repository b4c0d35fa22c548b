"use client";

import { GiftIcon, HelpCircleIcon, HomeIcon, NewspaperIcon, UsersIcon, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { isNavActive, navItems, type NavKey } from "@/lib/shell";
import { cn } from "@/lib/utils";

const ICONS: Record<NavKey, LucideIcon> = {
  dashboard: HomeIcon,
  community: UsersIcon,
  news: NewspaperIcon,
  help: HelpCircleIcon,
  rewards: GiftIcon,
};

export function BottomNav() {
  const pathname = usePathname();
  const t = useTranslations("nav");
  const shell = useTranslations("shell");
  const items = navItems(pathname);

  return (
    <nav aria-label={shell("navLabel")} data-testid="bottom-nav" className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur">
      <ul className="mx-auto flex max-w-3xl">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const active = isNavActive(item, pathname);
          return (
            <li key={item.key} className="flex-1">
              <Link
                href={item.href}
                data-testid={`nav-${item.key}`}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium transition-colors",
                  active ? "text-primary" : "text-muted-foreground hover:text-foreground",
                )}
              >
                <Icon className={cn("size-5", active && "stroke-[2.5]")} aria-hidden="true" />
                {t(item.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
