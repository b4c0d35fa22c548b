import { CalendarIcon } from "@/components/icons/svg/calendar";
import { CheckIcon } from "@/components/icons/svg/check";
import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { SearchIcon } from "@/components/icons/svg/search";
import { SlidersHorizontalIcon } from "@/components/icons/svg/sliders-horizontal";
import { MinusIcon } from "@/components/icons/svg/minus";
import { getTranslations } from "next-intl/server";
import { InPortugueseBadge } from "@/components/i18n/in-portuguese-badge";
import { directionsLabels } from "@/components/maps/directions-links-view";
import { shareLabels } from "@/components/share/share-labels";
import { buttonVariants } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/input";
import { pickTexts } from "@/lib/i18n/pick-texts";
import { cn } from "@/lib/utils";
import { EVENT_TYPES } from "@/lib/validations/limits";
import type { EventType } from "@/lib/validations/schedule";
import {
  BUILDER_KEYS,
  DIALOG_KEYS,
  type AgendaLabels,
  type BuilderLabels,
  type ButtonLook,
  type CheckboxLook,
  type EventCardsLabels,
  type EventDialogLabels,
  type ResultsLabels,
  type ScheduleSearchLabels,
} from "./schedule-label-types";

// The schedule's texts and looks, made by its server pages (/schedule, /schedule/results,
// /schedule/builder, /dashboard-evento): their client code needs no messages, no `cn` and no
// Button, Input or Checkbox in the browser (docs/performance.md, "First-load JavaScript", "The
// schedule translated and merged on the server"). Client modules import only their types, from
// ./schedule-label-types.ts. Texts with values only the browser knows keep their placeholders,
// filled by lib/i18n/fill-in.ts.

const types = (t: (key: `types.${EventType}`) => string) =>
  Object.fromEntries(EVENT_TYPES.map((type) => [type, t(`types.${type}`)])) as Record<EventType, string>;

export async function eventDialogLabels(): Promise<EventDialogLabels> {
  const [t, sharing, maps] = await Promise.all([
    getTranslations("schedule"),
    getTranslations("sharing"),
    getTranslations("maps"),
  ]);
  return {
    ...pickTexts(t, DIALOG_KEYS),
    capacityValue: t("capacityValue", { percent: "{percent}", remaining: "{remaining}" }),
    enrolledOf: t("enrolledOf", { enrolled: "{enrolled}", capacity: "{capacity}" }),
    mapTitle: t("mapTitle", { place: "{place}" }),
    types: types(t),
    googleCalendar: sharing("googleCalendar"),
    share: shareLabels(sharing, "{title}"),
    directions: directionsLabels(maps, "{place}"),
    inPortuguese: <InPortugueseBadge />,
  };
}

/** A card's frame (./event-cards.tsx): enrolled or not, ringed while the event is under way. */
export const eventCardFrameClass = (enrolled: boolean, now: boolean) =>
  cn(
    "w-full rounded-2xl border p-4 text-left shadow-sm transition-colors hover:bg-muted/60",
    enrolled ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40" : "bg-card",
    now && "ring-2 ring-fuchsia-500 ring-offset-1",
  );

/** A card's "Agora" / "A seguir". */
export const eventCardMarkerClass = (marker: "now" | "next") =>
  cn(
    "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase",
    marker === "now" ? "bg-fuchsia-600 text-white" : "bg-violet-100 text-violet-800",
  );

export async function eventCardsLabels(): Promise<EventCardsLabels> {
  const [clock, dialog] = await Promise.all([getTranslations("clock"), eventDialogLabels()]);
  return {
    markers: pickTexts(clock, ["now", "next", "nowLabel", "nextLabel"]),
    dialog,
    looks: {
      frame: {
        enrolled: { now: eventCardFrameClass(true, true), other: eventCardFrameClass(true, false) },
        other: { now: eventCardFrameClass(false, true), other: eventCardFrameClass(false, false) },
      },
      marker: { now: eventCardMarkerClass("now"), next: eventCardMarkerClass("next") },
    },
  };
}

// components/ui/checkbox.tsx's classes (its `cn` with no className): a client module, so a server
// module cannot read them from it. app/first-load-schedule.test.ts renders Checkbox and compares.
const CHECKBOX_CLASS =
  "peer relative size-5 shrink-0 cursor-pointer rounded-[4px] border border-input bg-background shadow-xs transition-shadow outline-none after:absolute after:-inset-2.5 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary data-[state=indeterminate]:text-primary-foreground";

export function checkboxLook(): CheckboxLook {
  return {
    className: cn(CHECKBOX_CLASS),
    mark: (
      <>
        <CheckIcon
          className="size-3.5 group-data-[state=indeterminate]/indicator:hidden"
          aria-hidden="true"
        />
        <MinusIcon
          className="hidden size-3.5 group-data-[state=indeterminate]/indicator:block"
          aria-hidden="true"
        />
      </>
    ),
  };
}

type Variant = NonNullable<Parameters<typeof buttonVariants>[0]>["variant"];
type Size = NonNullable<Parameters<typeof buttonVariants>[0]>["size"];

export function buttonLook(variant: Variant, size: Size, className?: string): ButtonLook {
  return {
    "data-slot": "button",
    "data-variant": variant ?? "default",
    "data-size": size ?? "default",
    className: cn(buttonVariants({ variant, size, className })),
  };
}

export async function scheduleSearchLabels(): Promise<ScheduleSearchLabels> {
  const t = await getTranslations("schedule");
  return {
    ...pickTexts(t, ["searchTitle", "searchPlaceholder", "typeFilters", "search"]),
    types: types(t),
    input: cn(INPUT_CLASS),
    chevron: {
      open: (
        <ChevronDownIcon className={cn("size-4 transition-transform", "rotate-180")} aria-hidden="true" />
      ),
      closed: <ChevronDownIcon className={cn("size-4 transition-transform")} aria-hidden="true" />,
    },
    searchIcon: <SearchIcon aria-hidden="true" />,
    button: buttonLook(undefined, undefined, "w-full"),
    checkbox: checkboxLook(),
  };
}

/** The list's texts and, for each event's link, its label with the event's title. */
export async function agendaLabels(titles: string[]): Promise<{ labels: AgendaLabels; links: string[] }> {
  const t = await getTranslations("sharing");
  const summary = (
    <>
      <CalendarIcon className="size-4" aria-hidden="true" /> {t("agendaGoogle", { count: titles.length })}
      <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" aria-hidden="true" />
    </>
  );
  return {
    labels: { summary, hint: t("agendaGoogleHint"), addShort: t("addShort") },
    links: titles.map((title) => t("addOneToGoogle", { title })),
  };
}

export async function resultsLabels(): Promise<ResultsLabels> {
  const t = await getTranslations("schedule");
  return {
    ...pickTexts(t, [
      "resultsPlaceholder",
      "search",
      "sortLabel",
      "sortTime",
      "sortPopularity",
      "sortRecent",
      "clearFilters",
      "typeLegend",
      "cityLegend",
      "resultsEmpty",
    ]),
    filtersText: t("filters"),
    types: types(t),
    input: cn(INPUT_CLASS),
    submit: buttonLook(undefined, "icon"),
    filters: buttonLook("outline", "sm"),
    clearLink: buttonLook("link", "sm"),
    clearButton: buttonLook("outline", undefined, "mt-3"),
    checkbox: checkboxLook(),
    icons: {
      search: <SearchIcon aria-hidden="true" />,
      filters: <SlidersHorizontalIcon aria-hidden="true" />,
    },
  };
}

// components/ui/progress.tsx's classes (its `cn` with a className): the builder draws its markup.
const PROGRESS_CLASS = "relative h-2 w-full overflow-hidden rounded-full bg-primary/20";
const PROGRESS_INDICATOR_CLASS =
  "h-full w-full flex-1 bg-primary transition-transform duration-500 ease-out motion-reduce:transition-none";

const builderEventClass = (on: boolean, full: boolean) =>
  cn(
    "flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors",
    on ? "border-violet-500 bg-violet-50 dark:bg-violet-950/40" : "bg-card hover:bg-muted",
    full && "cursor-not-allowed opacity-60",
  );

const builderCircleClass = (on: boolean) =>
  cn(
    "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border",
    on && "border-violet-600 bg-violet-600 text-white",
  );

export async function builderLabels(): Promise<BuilderLabels> {
  const [t, ts] = await Promise.all([getTranslations("builder"), getTranslations("schedule")]);
  return {
    ...pickTexts(t, BUILDER_KEYS),
    progress: t("progress", { step: "{step}", total: "{total}" }),
    full: t("full", { enrolled: "{enrolled}", capacity: "{capacity}" }),
    conflict: t("conflict", { title: "{title}", reason: "{reason}" }),
    emptyTitle: ts("emptyTitle"),
    failed: ts("failed"),
    looks: {
      progress: { root: cn(PROGRESS_CLASS, "h-2 flex-1"), indicator: cn(PROGRESS_INDICATOR_CLASS) },
      event: {
        on: { full: builderEventClass(true, true), free: builderEventClass(true, false) },
        off: { full: builderEventClass(false, true), free: builderEventClass(false, false) },
      },
      circle: { on: builderCircleClass(true), off: builderCircleClass(false) },
      back: buttonLook("outline", undefined, "flex-1"),
      next: buttonLook(undefined, undefined, "flex-1"),
      check: <CheckIcon className="size-3.5" aria-hidden="true" />,
      pin: <MapPinIcon className="size-3" aria-hidden="true" />,
    },
  };
}
