"use client";

import { BellRingIcon } from "@/components/icons/svg/bell-ring";
import { CalendarIcon } from "@/components/icons/svg/calendar";
import { CalendarPlusIcon } from "@/components/icons/svg/calendar-plus";
import { ClockIcon } from "@/components/icons/svg/clock";
import { InfoIcon } from "@/components/icons/svg/info";
import { MapIcon } from "@/components/icons/svg/map";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { UsersIcon } from "@/components/icons/svg/users";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Share2Icon } from "@/components/icons/svg/share-2";
import { DirectionsLinksView } from "@/components/maps/directions-links-view";
import { shareButtonLook, shareIconClass } from "@/components/share/share-button-class";
import { ShareButtonView } from "@/components/share/share-button-view";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { googleCalendarUrl } from "@/lib/google-calendar";
import { fillIn } from "@/lib/i18n/fill-in";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import type { EventType } from "@/lib/validations/schedule";
import type { EventDialogLabels } from "./schedule-label-types";

export interface ScheduleEvent {
  id: string;
  title: string;
  type: EventType;
  time: string;
  location: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  description: string;
  /** false: no version in the reader's language, shown in Portuguese with a badge. */
  translated: boolean;
  capacity: number;
  enrolled: number;
  tags: string[];
  hosts: { name: string; role: string; avatarUrl: string | null }[];
  isEnrolled: boolean;
  isWaiting: boolean;
  started: boolean;
  /** ISO instants: the "now / next" marker (lib/schedule-marker.ts) and 'Adicionar ao Google Agenda'. */
  startsAt: string;
  endsAt: string;
}

/** Capacity bar colour: red above 80%, yellow above 50%, green otherwise (spec). */
export function capacityColour(percent: number) {
  return percent > 80 ? "bg-red-500" : percent > 50 ? "bg-yellow-400" : "bg-green-500";
}

type Action = "enrol" | "cancel" | "notify";

/** The labels' "Como chegar", made for the place `{place}`, for the place called `place`. */
function directionsFor(labels: EventDialogLabels["directions"], place: string) {
  const apps = Object.fromEntries(
    Object.entries(labels.apps).map(([app, l]) => [
      app,
      { name: l.name, opensIn: fillIn(l.opensIn, { place }) },
    ]),
  ) as EventDialogLabels["directions"]["apps"];
  return { directions: labels.directions, apps };
}

/**
 * An event's dialog (loaded on its first open, ./lazy-event-dialog.ts), with its texts from the
 * server page (./schedule-labels.tsx).
 */
export function EventDialog({
  event,
  onClose,
  labels: t,
}: {
  event: ScheduleEvent | null;
  onClose: () => void;
  labels: EventDialogLabels;
}) {
  const router = useRouter();
  const [acting, setActing] = useState<Action>("enrol");
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [showMap, setShowMap] = useState(false);
  const [showHelp, setShowHelp] = useState(false);
  const { run, busy: running } = useApiAction(
    async (kind: Action, eventId: string) => {
      setActing(kind);
      if (kind === "enrol") await apiFetch("/api/schedule/enrolments", { body: { eventId } });
      if (kind === "cancel") await apiFetch(`/api/schedule/enrolments/${eventId}`, { method: "DELETE" });
      if (kind === "notify") await apiFetch("/api/schedule/waitlist", { body: { eventId } });
      return kind;
    },
    {
      fallback: t.failed,
      onSuccess: (kind) => {
        toast.success(t[kind === "enrol" ? "enrolled" : kind === "cancel" ? "cancelled" : "notifyOn"]);
        setConfirmCancel(false);
        onClose();
        router.refresh();
      },
      onError: () => router.refresh(),
    },
  );
  const busy: Action | null = running ? acting : null;

  if (!event) return null;
  const percent = event.capacity ? Math.min(100, Math.round((100 * event.enrolled) / event.capacity)) : 0;
  const full = event.enrolled >= event.capacity;
  const remaining = Math.max(0, event.capacity - event.enrolled);

  const act = (kind: Action) => void run(kind, event.id);

  const mapUrl =
    event.latitude !== null && event.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=17/${event.latitude}/${event.longitude}`
      : `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${event.location} ${event.address ?? ""}`)}`;
  const embed =
    event.latitude !== null && event.longitude !== null
      ? `https://www.openstreetmap.org/export/embed.html?bbox=${event.longitude - 0.004}%2C${event.latitude - 0.003}%2C${event.longitude + 0.004}%2C${event.latitude + 0.003}&layer=mapnik&marker=${event.latitude}%2C${event.longitude}`
      : null;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto"
        closeLabel={t.close}
        data-testid="event-dialog"
      >
        <DialogHeader>
          <Badge variant="secondary" className="w-fit">
            {t.types[event.type]}
          </Badge>
          {!event.translated && t.inPortuguese}
          <DialogTitle className="text-xl" lang={event.translated ? undefined : "pt"}>
            {event.title}
          </DialogTitle>
          <DialogDescription className="sr-only">{event.description}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5 text-sm">
          <p className="flex items-center gap-2">
            <ClockIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {event.time}
          </p>
          <p className="flex items-center gap-2">
            <MapPinIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            {event.location}
          </p>
        </div>
        <p
          className="text-sm leading-relaxed text-muted-foreground"
          lang={event.translated ? undefined : "pt"}
          data-testid="event-description"
        >
          {event.description}
        </p>

        <div>
          <div className="mb-1 flex justify-between text-sm">
            <span className="font-medium">{t.capacity}</span>
            <span data-testid="event-capacity">
              {fillIn(t.capacityValue, { percent: String(percent), remaining: String(remaining) })}
            </span>
          </div>
          <div
            className="h-2.5 overflow-hidden rounded-full bg-muted"
            role="meter"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-label={t.capacity}
          >
            <div
              className={cn("h-full rounded-full", capacityColour(percent))}
              style={{ width: `${percent}%` }}
              data-testid="event-capacity-bar"
            />
          </div>
          <p className="mt-1 text-xs text-muted-foreground">
            {fillIn(t.enrolledOf, { enrolled: String(event.enrolled), capacity: String(event.capacity) })}
          </p>
        </div>

        {event.hosts.length > 0 && (
          <div>
            <p className="mb-2 flex items-center gap-2 text-sm font-medium">
              <UsersIcon className="size-4" aria-hidden="true" />
              {t.participants}
            </p>
            <ul className="space-y-2">
              {event.hosts.map((h) => (
                <li key={h.name} className="flex items-center gap-2 text-sm">
                  <UserAvatar name={h.name} src={h.avatarUrl} className="size-8 text-xs" />
                  <span>
                    <span className="font-medium">{h.name}</span> ·{" "}
                    <span className="text-muted-foreground">{h.role}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {event.tags.length > 0 && (
          <div className="flex flex-wrap gap-1.5">
            {event.tags.map((tag) => (
              <Badge key={tag} variant="outline">
                #{tag}
              </Badge>
            ))}
          </div>
        )}

        <div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setShowMap((v) => !v)}
            aria-expanded={showMap}
            data-testid="event-map-toggle"
          >
            <MapIcon aria-hidden="true" /> {showMap ? t.hideMap : t.showMap}
          </Button>
          {showMap && (
            <div className="mt-2 space-y-1">
              {embed && (
                <iframe
                  title={fillIn(t.mapTitle, { place: event.location })}
                  src={embed}
                  className="h-48 w-full rounded-xl border"
                  loading="lazy"
                />
              )}
              <a
                href={mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="text-xs text-violet-700 underline dark:text-violet-300"
              >
                {t.openMap}
              </a>
            </div>
          )}
          <DirectionsLinksView
            className="mt-3"
            labels={directionsFor(t.directions, event.location)}
            query={[event.location, event.address].filter(Boolean).join(", ")}
            latitude={event.latitude}
            longitude={event.longitude}
          />
        </div>

        <div className="space-y-2 border-t pt-4">
          {event.started ? (
            <p className="text-center text-sm text-muted-foreground">{t.started}</p>
          ) : event.isEnrolled ? (
            confirmCancel ? (
              <div
                className="space-y-3 rounded-xl bg-red-50 p-3 dark:bg-red-950/40"
                data-testid="cancel-confirm"
              >
                <p className="text-sm text-red-800 dark:text-red-200">{t.cancelWarning}</p>
                <div className="grid grid-cols-2 gap-2">
                  <Button variant="outline" onClick={() => setConfirmCancel(false)} disabled={!!busy}>
                    {t.keep}
                  </Button>
                  <Button
                    variant="destructive"
                    onClick={() => act("cancel")}
                    disabled={!!busy}
                    data-testid="cancel-confirm-button"
                  >
                    {busy === "cancel" ? t.cancelling : t.confirmCancel}
                  </Button>
                </div>
              </div>
            ) : (
              <Button
                variant="outline"
                className="w-full border-red-200 text-red-600 dark:border-red-900 dark:text-red-400"
                onClick={() => setConfirmCancel(true)}
                data-testid="event-cancel"
              >
                {t.cancel}
              </Button>
            )
          ) : full ? (
            <>
              <p
                className="text-center font-semibold text-red-600 dark:text-red-400"
                data-testid="event-full"
              >
                {t.full}
              </p>
              {event.isWaiting ? (
                <p
                  className="flex items-center justify-center gap-2 rounded-xl bg-violet-50 p-3 text-sm text-violet-800 dark:bg-violet-950/40 dark:text-violet-200"
                  data-testid="event-waiting"
                >
                  <BellRingIcon className="size-4" aria-hidden="true" />
                  {t.waiting}
                </p>
              ) : (
                <Button
                  className="w-full"
                  variant="secondary"
                  onClick={() => act("notify")}
                  disabled={!!busy}
                  data-testid="event-notify"
                >
                  <BellRingIcon aria-hidden="true" /> {busy === "notify" ? t.activating : t.notifyMe}
                </Button>
              )}
              <button
                type="button"
                className="mx-auto flex items-center gap-1 text-xs text-muted-foreground underline"
                onClick={() => setShowHelp((v) => !v)}
                aria-expanded={showHelp}
              >
                <InfoIcon className="size-3.5" aria-hidden="true" /> {t.howItWorks}
              </button>
              {showHelp && <p className="text-xs text-muted-foreground">{t.howItWorksText}</p>}
            </>
          ) : (
            <Button
              className="w-full"
              size="lg"
              onClick={() => act("enrol")}
              disabled={!!busy}
              data-testid="event-enrol"
            >
              {busy === "enrol" ? t.enrolling : t.enrol}
            </Button>
          )}
          <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-1">
            <a
              href={`/api/schedule/events/${event.id}/ics`}
              className="flex items-center justify-center gap-1.5 text-sm text-violet-700 hover:underline dark:text-violet-300"
              data-testid="event-ics"
            >
              <CalendarPlusIcon className="size-4" aria-hidden="true" /> {t.addToCalendar}
            </a>
            <a
              href={googleCalendarUrl(event)}
              target="_blank"
              rel="noopener noreferrer"
              className="flex items-center justify-center gap-1.5 text-sm text-violet-700 hover:underline dark:text-violet-300"
              data-testid="event-google-calendar"
            >
              <CalendarIcon className="size-4" aria-hidden="true" /> {t.googleCalendar}
            </a>
            <ShareButtonView
              look="link"
              button={shareButtonLook("link")}
              icon={<Share2Icon className={shareIconClass("link")} aria-hidden="true" />}
              labels={{ ...t.share, shareItem: fillIn(t.share.shareItem, { title: event.title }) }}
              title={event.title}
              text={`${event.time} · ${event.location}`}
              url={`/schedule?event=${encodeURIComponent(event.id)}`}
              testId="event-share"
            />
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
