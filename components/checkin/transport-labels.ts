import { getTranslations } from "next-intl/server";
import { directionsLabels, type DirectionsLabels } from "@/components/maps/directions-links-view";
import type { AppLocale } from "@/lib/i18n/config";
import { pickTexts } from "@/lib/i18n/pick-texts";
import { pluralForms, type PluralForms } from "@/lib/i18n/plural";

// /transport's texts, translated by its server page: the screen, its booking sheet and the boarding
// card need no messages in the browser. The client components import only the types. Texts with
// values only the browser knows keep their placeholders (`{place}`, `{name}`, ...; filled by
// lib/i18n/fill-in.ts), a count's plural is passed as its forms (lib/i18n/plural.ts).

const CARD_KEYS = [
  "boardingCard",
  "close",
  "qrAlt",
  "date",
  "time",
  "route",
  "boardingPlace",
  "bus",
] as const;

/** The boarding card's texts; `directions` is for the place `{place}`. */
export type BoardingCardLabels = Record<(typeof CARD_KEYS)[number], string> & {
  directions: DirectionsLabels;
};

const BOOKING_KEYS = [
  "chooseTitle",
  "choosePoint",
  "chooseTravellers",
  "you",
  "noTicket",
  "alreadyThisBus",
  "pickTraveller",
  "cancel",
  "confirm",
  "failed",
  "outbound",
  "return",
] as const;

/** The booking sheet's texts; `pointAt` keeps `{time}` and `{name}`, `directions` is for `{place}`. */
export type TripBookingLabels = Record<(typeof BOOKING_KEYS)[number], string> & {
  close: string;
  pointAt: string;
  locale: AppLocale;
  alreadyOther: Record<"OUTBOUND" | "RETURN", string>;
  bookedToast: PluralForms;
  directions: DirectionsLabels;
};

const VIEW_KEYS = [
  "title",
  "subtitle",
  "previousDay",
  "nextDay",
  "empty",
  "boarded",
  "boardingCard",
] as const;
const VIEW_BOOKING_KEYS = [
  "booked",
  "available",
  "city",
  "outbound",
  "return",
  "departed",
  "book",
  "noTrips",
  "cancel",
  "cancelBooking",
  "keep",
  "cancelledToast",
  "failed",
] as const;

/**
 * The screen's texts. Placeholders kept: `boardingAt` {place}, `pointAt` {time} {name},
 * `availableHint` {city}, `cancelTitle` {name}, `cancelBody` {bus} {time}; `seatsLeft` is the
 * plural of a count above 0 (`seatsFull` for 0, the message's `=0`).
 */
export type TransportLabels = Record<
  (typeof VIEW_KEYS)[number] | (typeof VIEW_BOOKING_KEYS)[number],
  string
> & {
  boardingAt: string;
  pointAt: string;
  availableHint: string;
  cancelTitle: string;
  cancelBody: string;
  seatsFull: string;
  seatsLeft: PluralForms;
  locale: AppLocale;
  card: BoardingCardLabels;
  booking: TripBookingLabels;
};

/** The boarding card's texts (for /transport and for /dashboard-evento's card). */
export async function boardingCardLabels(): Promise<BoardingCardLabels> {
  const [t, maps] = await Promise.all([getTranslations("transport"), getTranslations("maps")]);
  return { ...pickTexts(t, CARD_KEYS), directions: directionsLabels(maps, "{place}") };
}

export async function transportLabels(locale: AppLocale): Promise<TransportLabels> {
  const [t, tb, maps, card] = await Promise.all([
    getTranslations("transport"),
    getTranslations("transportBooking"),
    getTranslations("maps"),
    boardingCardLabels(),
  ]);
  const pointAt = tb("pointAt", { time: "{time}", name: "{name}" });
  return {
    ...pickTexts(t, VIEW_KEYS),
    ...pickTexts(tb, VIEW_BOOKING_KEYS),
    boardingAt: t("boardingAt", { place: "{place}" }),
    pointAt,
    availableHint: tb("availableHint", { city: "{city}" }),
    cancelTitle: tb("cancelTitle", { name: "{name}" }),
    cancelBody: tb("cancelBody", { bus: "{bus}", time: "{time}" }),
    seatsFull: tb("seatsLeft", { count: 0 }),
    seatsLeft: pluralForms((count) => tb("seatsLeft", { count }), locale),
    locale,
    card,
    booking: {
      ...pickTexts(tb, BOOKING_KEYS),
      close: t("close"),
      pointAt,
      locale,
      alreadyOther: {
        OUTBOUND: tb("alreadyOther", { direction: "OUTBOUND" }),
        RETURN: tb("alreadyOther", { direction: "RETURN" }),
      },
      bookedToast: pluralForms((count) => tb("bookedToast", { count }), locale),
      directions: directionsLabels(maps, "{place}"),
    },
  };
}
