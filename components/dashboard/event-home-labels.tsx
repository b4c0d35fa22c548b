import { BusIcon } from "@/components/icons/svg/bus";
import { CalendarClockIcon } from "@/components/icons/svg/calendar-clock";
import { ClockIcon } from "@/components/icons/svg/clock";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { getTranslations } from "next-intl/server";
import { directionsLabels, type DirectionsLabels } from "@/components/maps/directions-links-view";
import { buttonVariants } from "@/components/ui/button";
import { eventDialogLabels } from "@/components/schedule/schedule-labels";
import { pickTexts } from "@/lib/i18n/pick-texts";
import { cn } from "@/lib/utils";
import type { EventHomeLabels } from "./event-home-sections";

// /dashboard-evento's sections' texts, translated by its server page: the sections, the event
// dialog they open and the boarding card (its own labels) need no messages in the browser. The
// sections' icons are drawn here too, and Button's classes merged (their modules, `cn` and cva
// stay out of the browser's code).

const KEYS = [
  "nextCommitments",
  "noCommitments",
  "seeMyAgenda",
  "nextBoarding",
  "boardingCard",
  "noBoarding",
  "seeAllBoardings",
] as const;

/**
 * `place`: the next trip's boarding point (read by screen readers in each directions link);
 * `directions`, "Como chegar" for it, is for the page, which draws that part itself.
 */
export async function eventHomeLabels(
  place: string,
): Promise<EventHomeLabels & { directions: DirectionsLabels }> {
  const [t, maps, dialog] = await Promise.all([
    getTranslations("home"),
    getTranslations("maps"),
    eventDialogLabels(),
  ]);
  return {
    ...pickTexts(t, KEYS),
    directions: directionsLabels(maps, place),
    dialog,
    looks: {
      link: cn(buttonVariants({ variant: "outline", className: "mt-2 w-full" })),
      card: cn(buttonVariants({ className: "mt-3 w-full" })),
    },
    icons: {
      commitments: <CalendarClockIcon className="size-5" aria-hidden="true" />,
      clock: <ClockIcon className="size-3.5" aria-hidden="true" />,
      pin: <MapPinIcon className="size-3.5" aria-hidden="true" />,
      bus: <BusIcon className="size-5" aria-hidden="true" />,
      point: <MapPinIcon className="mt-0.5 size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />,
      qr: <QrCodeIcon aria-hidden="true" />,
    },
  };
}
