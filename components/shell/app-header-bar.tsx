"use client";

import { BellIcon, MenuIcon, QrCodeIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { badgeLabel, logoTarget, showsPassButton } from "@/lib/shell";
import { Logo } from "./logo";

export interface AppHeaderBarProps {
  unreadCount: number;
  /** Already translated (components/shell/app-header.tsx); `bell` includes the unread count. */
  labels: { logo: string; pass: string; bell: string; menu: string };
}

/** The header's client part: the logo target and the pass button depend on the current route. */
export function AppHeaderBar({ unreadCount, labels }: AppHeaderBarProps) {
  const pathname = usePathname();
  const badge = badgeLabel(unreadCount);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
        <Link
          href={logoTarget(pathname)}
          aria-label={labels.logo}
          data-testid="header-logo"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-1">
          {showsPassButton(pathname) && (
            <Link
              href="/checkin"
              aria-label={labels.pass}
              data-testid="header-pass"
              className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
            >
              <QrCodeIcon className="size-5" />
            </Link>
          )}
          <Link
            href="/notifications"
            aria-label={labels.bell}
            data-testid="header-bell"
            className="relative inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
          >
            <BellIcon className="size-5" />
            {badge && (
              <span
                data-testid="header-badge"
                className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
              >
                {badge}
              </span>
            )}
          </Link>
          <Link
            href="/menu"
            aria-label={labels.menu}
            data-testid="header-menu"
            className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
          >
            <MenuIcon className="size-5" />
          </Link>
        </div>
      </div>
    </header>
  );
}
