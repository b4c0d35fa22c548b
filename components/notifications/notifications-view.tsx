"use client";

import { BellIcon } from "@/components/icons/svg/bell";
import { CalendarClockIcon } from "@/components/icons/svg/calendar-clock";
import { CheckCheckIcon } from "@/components/icons/svg/check-check";
import { HeartIcon } from "@/components/icons/svg/heart";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { MessageSquareIcon } from "@/components/icons/svg/message-square";
import { NewspaperIcon } from "@/components/icons/svg/newspaper";
import { UserRoundPlusIcon } from "@/components/icons/svg/user-round-plus";
import type { LucideIcon } from "@/components/ui/lucide-svg";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { ListError } from "@/components/states/list-error";
import { PullToRefresh } from "@/components/states/pull-to-refresh";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage, useApiAction } from "@/hooks/use-api-action";
import { useNow } from "@/hooks/use-now";
import { useRefreshOnReturn } from "@/hooks/use-refresh-on-return";
import { apiFetch } from "@/lib/api-client";
import { businessNow } from "@/lib/client-clock";
import { relativeTime } from "@/lib/relative-time";
import { toast } from "@/lib/toast";
import type { AppLocale } from "@/lib/i18n/config";
import { formatPlural } from "@/lib/i18n/plural";
import type { NotificationTexts } from "@/lib/server/services/notifications/notification-texts";
import type { NotificationView, UnreadCount } from "@/lib/server/services/notifications/notifications";
import { announceUnread } from "@/lib/unread-events";
import { cn } from "@/lib/utils";
import type { NotificationsLabels } from "./notifications-labels";
import { EmptyState } from "@/components/ui/empty-state";

type Filter = "all" | "unread" | "read";
/** A notification with its texts, written on the server in the reader's language. */
type Item = NotificationView & NotificationTexts;

const ICONS: Record<NotificationView["type"], { icon: LucideIcon; className: string }> = {
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

/**
 * /notifications: Todas / Novas (n) / Lidas, each with its empty state; tapping a card marks it
 * read (and opens its link); approve / reject decide a contact request; 'Marcar todas como lidas'
 * is disabled at zero. The header's bell follows through router.refresh().
 */
export function NotificationsView({
  initial,
  labels,
  locale,
}: {
  initial: Item[];
  /** The screen's texts, translated by the server page (./notifications-labels.ts). */
  labels: NotificationsLabels;
  locale: AppLocale;
}) {
  const router = useRouter();
  const [items, setItems] = useState(initial);
  const [filter, setFilter] = useState<Filter>("all");
  const nowMs = useNow();
  const [refreshFailed, setRefreshFailed] = useState(false);

  const unread = items.filter((n) => !n.readAt).length;
  // The header's bell follows this list (lib/unread-events.ts).
  useEffect(() => announceUnread(unread), [unread]);

  /** The list again from the server (pull-to-refresh, back to the foreground, back online). */
  async function refresh() {
    try {
      const list = await apiFetch<{ items: Item[] }>("/api/notifications");
      setItems(list.items);
      setRefreshFailed(false);
    } catch {
      setRefreshFailed(true);
    }
  }
  useRefreshOnReturn(() => void refresh());
  const shown = useMemo(
    () => items.filter((n) => (filter === "unread" ? !n.readAt : filter === "read" ? !!n.readAt : true)),
    [items, filter],
  );

  const setRead = (ids: string[]) =>
    setItems((list) =>
      list.map((n) =>
        ids.includes(n.id) && !n.readAt ? { ...n, readAt: new Date(businessNow()).toISOString() } : n,
      ),
    );

  async function open(n: Item) {
    if (!n.readAt) {
      setRead([n.id]);
      try {
        const res = await apiFetch<UnreadCount>(`/api/notifications/${n.id}/read`, { method: "POST" });
        announceUnread(res.unread);
        router.refresh();
      } catch (e) {
        toast.error(errorMessage(e, labels.failed));
      }
    }
    if (n.link && !n.actions) {
      if (/^https?:\/\//.test(n.link)) window.open(n.link, "_blank", "noopener,noreferrer");
      else router.push(n.link);
    }
  }

  const { run: decide, busy: deciding } = useApiAction(
    async (id: string, action: "approve" | "reject") => {
      await apiFetch(`/api/notifications/${id}/action`, { body: { action } });
      return { id, action };
    },
    {
      fallback: labels.failed,
      onSuccess: ({ id, action }) => {
        setItems((list) =>
          list.map((x) =>
            x.id === id
              ? {
                  ...x,
                  actions: false,
                  contactStatus: action === "approve" ? "APPROVED" : "REJECTED",
                  readAt: x.readAt ?? new Date(businessNow()).toISOString(),
                }
              : x,
          ),
        );
        toast.success(action === "approve" ? labels.approved : labels.rejected);
        router.refresh();
      },
    },
  );

  const { run: markAll, busy: markingAll } = useApiAction(
    () => apiFetch("/api/notifications/read-all", { method: "POST" }),
    {
      fallback: labels.failed,
      onSuccess: () => {
        setRead(items.map((n) => n.id));
        toast.success(labels.markAllDone);
        router.refresh();
      },
    },
  );
  const busy = deciding || markingAll;

  const tabs: { id: Filter; label: string }[] = [
    { id: "all", label: labels.all },
    { id: "unread", label: `${labels.unread} (${unread})` },
    { id: "read", label: labels.read },
  ];
  const empty =
    filter === "all" ? labels.emptyAll : filter === "unread" ? labels.emptyUnread : labels.emptyRead;

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <PullToRefresh labels={labels.pull} onRefresh={refresh} />
      <PageHeader
        title={labels.title}
        description={unread > 0 ? formatPlural(labels.unreadText, unread, locale) : labels.upToDate}
        descriptionTestId="notifications-summary"
        className="flex-wrap items-end gap-x-3 gap-y-2"
        action={
          <Button
            variant="outline"
            size="sm"
            className="ml-auto"
            onClick={() => void markAll()}
            disabled={unread === 0 || busy}
            data-testid="notifications-mark-all"
          >
            <CheckCheckIcon className="size-4" aria-hidden="true" /> {labels.markAll}
          </Button>
        }
      />
      <div
        role="tablist"
        aria-label={labels.title}
        className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            aria-selected={filter === tab.id}
            onClick={() => setFilter(tab.id)}
            data-testid={`notifications-filter-${tab.id}`}
            className={cn(
              "rounded-lg px-2 py-2 text-sm font-medium transition",
              filter === tab.id
                ? "bg-background text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {refreshFailed && (
        <ListError
          labels={labels.listError}
          variant={items.length > 0 ? "banner" : "full"}
          onRetry={refresh}
          testId="notifications-error"
        />
      )}
      {refreshFailed && items.length === 0 ? null : shown.length === 0 ? (
        <EmptyState icon={BellIcon} data-testid="notifications-empty">
          {empty}
        </EmptyState>
      ) : (
        <ul className="space-y-2">
          {shown.map((n) => {
            const { icon: Icon, className } = ICONS[n.type];
            return (
              <li
                key={n.id}
                data-testid="notification-card"
                data-id={n.id}
                data-read={n.readAt ? "true" : "false"}
              >
                {/* A card with approve/reject is not a button itself: no control inside a control. */}
                <div
                  role={n.actions ? undefined : "button"}
                  tabIndex={n.actions ? undefined : 0}
                  onClick={() => void open(n)}
                  onKeyDown={(e) =>
                    !n.actions && (e.key === "Enter" || e.key === " ") && (e.preventDefault(), void open(n))
                  }
                  className={cn(
                    "flex cursor-pointer gap-3 rounded-2xl border p-4 text-left transition hover:bg-muted/60",
                    n.readAt ? "bg-card" : "border-primary/30 bg-primary/5",
                  )}
                >
                  <span
                    className={cn(
                      "flex size-10 shrink-0 items-center justify-center rounded-full",
                      className,
                    )}
                  >
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold">{n.title}</p>
                      {!n.readAt && (
                        <Badge
                          className="shrink-0 bg-primary text-primary-foreground"
                          data-testid="notification-new"
                        >
                          {labels.newBadge}
                        </Badge>
                      )}
                    </div>
                    <p className="mt-0.5 text-sm text-muted-foreground">{n.description}</p>
                    {/* Relative time: the server's clock and the phone's may disagree (React error #418). */}
                    <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>
                      {relativeTime(n.createdAt, locale, nowMs)}
                    </p>
                    {n.actions ? (
                      <div
                        className="mt-3 flex gap-2"
                        onClick={(e) => e.stopPropagation()}
                        onKeyDown={(e) => e.stopPropagation()}
                      >
                        <Button
                          size="sm"
                          onClick={() => void decide(n.id, "approve")}
                          disabled={busy}
                          data-testid="notification-approve"
                        >
                          {labels.approve}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => void decide(n.id, "reject")}
                          disabled={busy}
                          data-testid="notification-reject"
                        >
                          {labels.reject}
                        </Button>
                      </div>
                    ) : n.contactStatus && n.contactStatus !== "PENDING" && n.key === "contactRequest" ? (
                      <p
                        className={cn(
                          "mt-2 text-xs font-semibold",
                          n.contactStatus === "APPROVED"
                            ? "text-emerald-700 dark:text-emerald-300"
                            : "text-muted-foreground",
                        )}
                        data-testid="notification-decided"
                      >
                        {n.contactStatus === "APPROVED" ? labels.statusApproved : labels.statusRejected}
                      </p>
                    ) : null}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
