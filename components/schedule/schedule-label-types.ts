import type { DirectionsLabels } from "@/components/maps/directions-links-view";
import type { ShareLabels } from "@/components/share/share-button-view";
import type { EventType } from "@/lib/validations/schedule";

// The types of the schedule's labels (./schedule-labels.tsx makes them on the server): the client
// parts import them from here, a module that imports no code (app/intl-layouts.test.ts follows type
// imports too).

export const DIALOG_KEYS = [
  "close",
  "capacity",
  "participants",
  "showMap",
  "hideMap",
  "openMap",
  "started",
  "cancelWarning",
  "keep",
  "confirmCancel",
  "cancelling",
  "cancel",
  "full",
  "waiting",
  "activating",
  "notifyMe",
  "howItWorks",
  "howItWorksText",
  "enrolling",
  "enrol",
  "addToCalendar",
  "enrolled",
  "cancelled",
  "notifyOn",
  "failed",
] as const;

/**
 * The event dialog's texts: `capacityValue` keeps `{percent}` and `{remaining}`, `enrolledOf`
 * `{enrolled}` and `{capacity}`, `mapTitle` `{place}`, the share's `shareItem` `{title}` and
 * `directions` is made for the place `{place}`. `inPortuguese` is the badge, drawn by the server.
 */
export type EventDialogLabels = Record<(typeof DIALOG_KEYS)[number], string> & {
  capacityValue: string;
  enrolledOf: string;
  mapTitle: string;
  types: Record<EventType, string>;
  googleCalendar: string;
  share: ShareLabels;
  directions: DirectionsLabels;
  inPortuguese: React.ReactNode;
};

/** "Agora" / "A seguir" on a card, and their titles. */
export type MarkerLabels = Record<"now" | "next" | "nowLabel" | "nextLabel", string>;

/**
 * What a list of event cards hands to the browser: the markers' texts and the dialog's, and the
 * frame's classes (enrolled or not; "now": ringed) and the marker's.
 */
export interface EventCardsLabels {
  markers: MarkerLabels;
  dialog: EventDialogLabels;
  looks: {
    frame: Record<"enrolled" | "other", Record<"now" | "other", string>>;
    marker: Record<"now" | "next", string>;
  };
}

/** Checkbox's look (./filter-checkbox.tsx draws its markup): its class and its check mark. */
export interface CheckboxLook {
  className: string;
  mark: React.ReactNode;
}

/** Button's markup for a variant and size, with its classes merged (`cn(buttonVariants(...))`). */
export interface ButtonLook {
  "data-slot": "button";
  "data-variant": string;
  "data-size": string;
  className: string;
}

/** /schedule's search box: its texts and the input's, the chevron's and the button's looks. */
export interface ScheduleSearchLabels {
  searchTitle: string;
  searchPlaceholder: string;
  typeFilters: string;
  search: string;
  types: Record<EventType, string>;
  input: string;
  /** The filters' chevron, turned while they are open. */
  chevron: { open: React.ReactNode; closed: React.ReactNode };
  searchIcon: React.ReactNode;
  button: ButtonLook;
  checkbox: CheckboxLook;
}

/** The agenda's Google Agenda list: the summary's contents (icons and text) and the hint. */
export interface AgendaLabels {
  summary: React.ReactNode;
  hint: string;
  addShort: string;
}

/** /schedule/results' client part (./results-search.tsx): its texts and Input's, Button's and Checkbox's looks. */
export interface ResultsLabels {
  resultsPlaceholder: string;
  search: string;
  filtersText: string;
  sortLabel: string;
  sortTime: string;
  sortPopularity: string;
  sortRecent: string;
  clearFilters: string;
  typeLegend: string;
  cityLegend: string;
  resultsEmpty: string;
  types: Record<EventType, string>;
  input: string;
  submit: ButtonLook;
  filters: ButtonLook;
  clearLink: ButtonLook;
  clearButton: ButtonLook;
  checkbox: CheckboxLook;
  icons: { search: React.ReactNode; filters: React.ReactNode };
}

export const BUILDER_KEYS = [
  "title",
  "chooseCities",
  "cityPlaceholder",
  "emptyDay",
  "review",
  "nothingChosen",
  "back",
  "next",
  "confirm",
  "confirming",
  "confirmed",
  "confirmedText",
] as const;

type OnOff = Record<"on" | "off", string>;

/**
 * The builder's texts and looks: `progress` keeps `{step}` and `{total}`, `full` `{enrolled}` and
 * `{capacity}`, `conflict` `{title}` and `{reason}`; Progress's, Button's and the events' classes
 * merged as `cn` did them in the browser.
 */
export type BuilderLabels = Record<(typeof BUILDER_KEYS)[number], string> & {
  progress: string;
  full: string;
  conflict: string;
  emptyTitle: string;
  failed: string;
  looks: {
    progress: { root: string; indicator: string };
    event: Record<"on" | "off", Record<"full" | "free", string>>;
    circle: OnOff;
    back: ButtonLook;
    next: ButtonLook;
    /** A chosen event's check and an event's place pin. */
    check: React.ReactNode;
    pin: React.ReactNode;
  };
};
