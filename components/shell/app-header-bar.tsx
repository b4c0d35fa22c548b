"use client";

import { AppLink } from "@/components/ui/app-link";
import { usePathname } from "next/navigation";
import { logoTarget, showsPassButton } from "@/lib/shell";
import { Logo } from "./logo";
import { NotificationBell, type BellLabels } from "./notification-bell";
import { MenuSvg, QrCodeSvg } from "./shell-icons";

export interface AppHeaderBarProps {
  unreadCount: number;
  /** A participant is signed in: the bell keeps its count current. */
  live?: boolean;
  /** Already translated (components/shell/app-header.tsx). */
  labels: { logo: string; pass: string; menu: string } & BellLabels;
}

/** The header's client part: the logo target and the pass button depend on the current route. */
export function AppHeaderBar({ unreadCount, live = false, labels }: AppHeaderBarProps) {
  const pathname = usePathname();

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
        <AppLink
          href={logoTarget(pathname)}
          aria-label={labels.logo}
          data-testid="header-logo"
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <Logo />
        </AppLink>
        <div className="flex items-center gap-1">
          {showsPassButton(pathname) && (
            <AppLink
              href="/checkin"
              aria-label={labels.pass}
              data-testid="header-pass"
              className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
            >
              <QrCodeSvg className="size-5" />
            </AppLink>
          )}
          <NotificationBell initialCount={unreadCount} live={live} labels={labels} />
          <AppLink
            href="/menu"
            aria-label={labels.menu}
            data-testid="header-menu"
            className="inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
          >
            <MenuSvg className="size-5" />
          </AppLink>
        </div>
      </div>
    </header>
  );
}
