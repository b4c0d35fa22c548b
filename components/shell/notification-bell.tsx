"use client";

import { AppLink } from "@/components/ui/app-link";
import { useCallback, useEffect, useState } from "react";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";
import { apiFetch } from "@/lib/api-client";
import type { UnreadCount } from "@/lib/server/services/notifications/notifications";
import { badgeLabel } from "@/lib/shell";
import { onUnread } from "@/lib/unread-events";
import { NavPending } from "./nav-pending";
import { BellSvg } from "./shell-icons";

/** How often the badge asks the server while the app is in front. */
export const BELL_POLL_MS = 60_000;

export interface BellLabels {
  /** 'Notificações' */
  bell: string;
  /** The unread phrase for 0, 1 and more; `other` holds `{count}` (translated on the server). */
  unread: { zero: string; one: string; other: string };
}

function unreadPhrase(count: number, unread: BellLabels["unread"]) {
  if (count === 0) return unread.zero;
  if (count === 1) return unread.one;
  return unread.other.replace("{count}", String(count));
}

/**
 * The header's bell: the server's unread count, kept current without a reload — told at once by
 * the notifications screen (lib/unread-events.ts), asked again every minute while the app is in
 * front, when it comes back to the foreground and when the network returns.
 */
export function NotificationBell({
  initialCount,
  live,
  labels,
}: {
  initialCount: number;
  /** A participant is signed in: the count can be asked for. */
  live: boolean;
  labels: BellLabels;
}) {
  // A new count from the server render (router.refresh, a full navigation) wins over ours.
  const [state, setState] = useState({ from: initialCount, count: initialCount });
  if (state.from !== initialCount) setState({ from: initialCount, count: initialCount });
  const count = state.count;

  const fetchCount = useCallback(async () => {
    if (!live) return;
    try {
      const { unread } = await apiFetch<UnreadCount>("/api/notifications/unread");
      setState((s) => ({ ...s, count: unread }));
    } catch {
      // Offline or signed out meanwhile: keep the last count; the next try corrects it.
    }
  }, [live]);

  useEffect(() => onUnread((unread) => setState((s) => ({ ...s, count: unread }))), []);
  useRefreshOnReturn(() => void fetchCount(), 0);
  useEffect(() => {
    if (!live) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void fetchCount();
    }, BELL_POLL_MS);
    return () => window.clearInterval(timer);
  }, [live, fetchCount]);

  const badge = badgeLabel(count);
  return (
    <AppLink
      href="/notifications"
      aria-label={`${labels.bell}: ${unreadPhrase(count, labels.unread)}`}
      data-testid="header-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-foreground hover:bg-muted"
    >
      <BellSvg className="size-5" />
      {badge && (
        <span
          data-testid="header-badge"
          className="absolute top-1 right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] leading-5 font-bold text-white"
        >
          {badge}
        </span>
      )}
      <NavPending variant="dot" />
    </AppLink>
  );
}
