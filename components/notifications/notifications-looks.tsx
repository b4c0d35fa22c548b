import type { ReactNode } from "react";
import { BellIcon } from "@/components/icons/svg/bell";
import { CalendarClockIcon } from "@/components/icons/svg/calendar-clock";
import { CheckCheckIcon } from "@/components/icons/svg/check-check";
import { HeartIcon } from "@/components/icons/svg/heart";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { MessageSquareIcon } from "@/components/icons/svg/message-square";
import { NewspaperIcon } from "@/components/icons/svg/newspaper";
import { UserRoundPlusIcon } from "@/components/icons/svg/user-round-plus";
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import type { LucideIcon } from "@/components/ui/lucide-svg";
import type { NotificationView } from "@/lib/server/services/notifications/notifications";
import { cn } from "@/lib/utils";
import type { NotificationsLabels } from "./notifications-labels";

// /notifications' looks, drawn by its server page (docs/performance.md, "First-load JavaScript"):
// Button's, Badge's and PageHeader's classes merged here (no `cn`, cva or Button in the browser),
// the type icons, the mark-all icon and the three empty states as finished elements. The client
// view (./notifications-view.tsx) imports only the type.

export type NotificationsFilter = "all" | "unread" | "read";

const TYPE_ICONS: Record<NotificationView["type"], { icon: LucideIcon; className: string }> = {
  contact: {
    icon: UserRoundPlusIcon,
    className: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300",
  },
  comment: {
    icon: MessageSquareIcon,
    className: "bg-sky-100 text-sky-700 dark:bg-sky-950/40 dark:text-sky-300",
  },
  message: {
    icon: MessageCircleIcon,
    className: "bg-violet-100 text-violet-700 dark:bg-violet-950/40 dark:text-violet-300",
  },
  news: {
    icon: NewspaperIcon,
    className: "bg-amber-100 text-amber-700 dark:bg-amber-950/40 dark:text-amber-300",
  },
  like: { icon: HeartIcon, className: "bg-pink-100 text-pink-700 dark:bg-pink-950/40 dark:text-pink-300" },
  event: {
    icon: CalendarClockIcon,
    className: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950/40 dark:text-indigo-300",
  },
};

export interface NotificationsLooks {
  /** PageHeader's row with an action, and `className` "flex-wrap items-end gap-x-3 gap-y-2". */
  header: string;
  /** Button's classes: 'Marcar todas como lidas' (outline, sm, ml-auto), approve (sm), reject (outline, sm). */
  markAll: string;
  approve: string;
  reject: string;
  /** What 'Marcar todas como lidas' holds: its icon and text. */
  markAllContent: ReactNode;
  /** Badge's classes for 'Nova'. */
  badge: string;
  tab: { selected: string; other: string };
  card: { read: string; unread: string };
  decided: { approved: string; rejected: string };
  /** Each type's round icon. */
  icons: Record<NotificationView["type"], ReactNode>;
  /** The empty state of each filter, with its text. */
  empty: Record<NotificationsFilter, ReactNode>;
}

export function notificationsLooks(labels: NotificationsLabels): NotificationsLooks {
  const tab = "rounded-lg px-2 py-2 text-sm font-medium transition";
  const card = "flex cursor-pointer gap-3 rounded-2xl border p-4 text-left transition hover:bg-muted/60";
  const decided = "mt-2 text-xs font-semibold";
  const empty = (text: string) => (
    <EmptyState icon={BellIcon} data-testid="notifications-empty">
      {text}
    </EmptyState>
  );
  return {
    header: cn("flex items-center justify-between gap-3", "flex-wrap items-end gap-x-3 gap-y-2"),
    markAll: cn(buttonVariants({ variant: "outline", size: "sm", className: "ml-auto" })),
    approve: cn(buttonVariants({ size: "sm" })),
    reject: cn(buttonVariants({ variant: "outline", size: "sm" })),
    markAllContent: (
      <>
        <CheckCheckIcon className="size-4" aria-hidden="true" /> {labels.markAll}
      </>
    ),
    badge: cn(badgeVariants({}), "shrink-0 bg-primary text-primary-foreground"),
    tab: {
      selected: cn(tab, "bg-background text-foreground shadow-sm"),
      other: cn(tab, "text-muted-foreground hover:text-foreground"),
    },
    card: { read: cn(card, "bg-card"), unread: cn(card, "border-primary/30 bg-primary/5") },
    decided: {
      approved: cn(decided, "text-emerald-700 dark:text-emerald-300"),
      rejected: cn(decided, "text-muted-foreground"),
    },
    icons: Object.fromEntries(
      Object.entries(TYPE_ICONS).map(([type, { icon: Icon, className }]) => [
        type,
        <span
          key={type}
          className={cn("flex size-10 shrink-0 items-center justify-center rounded-full", className)}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>,
      ]),
    ) as Record<NotificationView["type"], ReactNode>,
    empty: { all: empty(labels.emptyAll), unread: empty(labels.emptyUnread), read: empty(labels.emptyRead) },
  };
}
