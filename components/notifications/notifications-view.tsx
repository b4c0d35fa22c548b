"use client";

import { useRouter } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
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
import type { NotificationsLabels } from "./notifications-labels";
import type { NotificationsFilter as Filter, NotificationsLooks } from "./notifications-looks";

/** A notification with its texts, written on the server in the reader's language. */
type Item = NotificationView & NotificationTexts;

// The pull indicator and a failed refresh's message load as soon as the page has hydrated
// (./notifications-later.tsx), not with it: the pull listens once that chunk is there (a pull in
// the moment before is the browser's own), and the service worker keeps the code for a refresh
// that fails offline. Offline before they arrived: tried again every 2 s.
const later = () => import("./notifications-later");
const PullToRefresh = lazyOverlay(() => later().then((m) => m.PullToRefresh));
const ListError = lazyOverlay(() => later().then((m) => m.ListError));
const retryLater = (retry: () => void) => {
  const timer = window.setTimeout(retry, 2000);
  return () => window.clearTimeout(timer);
};

/**
 * /notifications: Todas / Novas (n) / Lidas, each with its empty state; tapping a card marks it
 * read (and opens its link); approve / reject decide a contact request; 'Marcar todas como lidas'
 * is disabled at zero. The header's bell follows through router.refresh(). Its looks (merged
 * classes, icons, empty states) are drawn by the server page (./notifications-looks.tsx).
 */
export function NotificationsView({
  initial,
  labels,
  looks,
  locale,
}: {
  initial: Item[];
  /** The screen's texts, translated by the server page (./notifications-labels.ts). */
  labels: NotificationsLabels;
  looks: NotificationsLooks;
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

  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-5">
      <PullToRefresh active onLoadError={retryLater} labels={labels.pull} onRefresh={refresh} />
      {/* PageHeader's markup, with its action (components/shell/page-header.tsx). */}
      <div className={looks.header}>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{labels.title}</h1>
          <p className="text-sm text-muted-foreground" data-testid="notifications-summary">
            {unread > 0 ? formatPlural(labels.unreadText, unread, locale) : labels.upToDate}
          </p>
        </div>
        {/* Button's markup (outline, sm), its classes merged on the server. */}
        <button
          data-slot="button"
          data-variant="outline"
          data-size="sm"
          className={looks.markAll}
          onClick={() => void markAll()}
          disabled={unread === 0 || busy}
          data-testid="notifications-mark-all"
        >
          {looks.markAllContent}
        </button>
      </div>
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
            className={filter === tab.id ? looks.tab.selected : looks.tab.other}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {refreshFailed && (
        <ListError
          active
          onLoadError={retryLater}
          labels={labels.listError}
          variant={items.length > 0 ? "banner" : "full"}
          onRetry={refresh}
          testId="notifications-error"
        />
      )}
      {refreshFailed && items.length === 0 ? null : shown.length === 0 ? (
        looks.empty[filter]
      ) : (
        <ul className="space-y-2">
          {shown.map((n) => {
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
                  className={n.readAt ? looks.card.read : looks.card.unread}
                >
                  {looks.icons[n.type]}
                  <div className="min-w-0 flex-1">
                    <div className="flex items-start justify-between gap-2">
                      <p className="font-semibold">{n.title}</p>
                      {!n.readAt && (
                        <span
                          data-slot="badge"
                          data-variant="default"
                          className={looks.badge}
                          data-testid="notification-new"
                        >
                          {labels.newBadge}
                        </span>
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
                        <button
                          data-slot="button"
                          data-variant="default"
                          data-size="sm"
                          className={looks.approve}
                          onClick={() => void decide(n.id, "approve")}
                          disabled={busy}
                          data-testid="notification-approve"
                        >
                          {labels.approve}
                        </button>
                        <button
                          data-slot="button"
                          data-variant="outline"
                          data-size="sm"
                          className={looks.reject}
                          onClick={() => void decide(n.id, "reject")}
                          disabled={busy}
                          data-testid="notification-reject"
                        >
                          {labels.reject}
                        </button>
                      </div>
                    ) : n.contactStatus && n.contactStatus !== "PENDING" && n.key === "contactRequest" ? (
                      <p
                        className={
                          n.contactStatus === "APPROVED" ? looks.decided.approved : looks.decided.rejected
                        }
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
