// /schedule, /schedule/results, /schedule/builder and /dashboard-evento ship no next-intl client code
// (provider, translator) and no messages in their HTML, and the three schedule routes no `cn`,
// Button, Input, Checkbox, Progress or Badge (docs/performance.md, "First-load JavaScript", "The
// schedule translated and merged on the server"): their server pages pass the texts and the merged
// classes (components/schedule/schedule-labels.tsx, components/dashboard/event-home-labels.tsx) to
// the client parts and to the event dialog, loaded on first open. This walks the client code,
// checks the texts read as next-intl's and renders the client parts against the components they
// replaced.
import fs from "node:fs";
import path from "node:path";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { eventHomeLabels } from "@/components/dashboard/event-home-labels";
import { CalendarIcon } from "@/components/icons/svg/calendar";
import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { SearchIcon } from "@/components/icons/svg/search";
import { FilterCheckbox } from "@/components/schedule/filter-checkbox";
import { ScheduleBuilder } from "@/components/schedule/schedule-builder";
import { ScheduleSearch } from "@/components/schedule/schedule-controls";
import type { ButtonLook } from "@/components/schedule/schedule-label-types";
import {
  agendaLabels,
  builderLabels,
  checkboxLook,
  eventCardsLabels,
  eventDialogLabels,
  resultsLabels,
  scheduleSearchLabels,
} from "@/components/schedule/schedule-labels";
import { directionsLabels } from "@/components/maps/directions-links-view";
import { shareLabels } from "@/components/share/share-labels";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { locales, type AppLocale } from "@/lib/i18n/config";
import { fillIn } from "@/lib/i18n/fill-in";
import { allMessages } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { EVENT_TYPES, SEARCH_MAX } from "@/lib/validations/limits";
import { ROOT, clientModules, offenders, routeFiles } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const ROUTES = {
  schedule: "app/(shell)/schedule",
  results: "app/(shell)/schedule/results",
  builder: "app/(shell)/schedule/builder",
  eventHome: "app/(shell)/dashboard-evento",
} as const;
// Loaded on first open (./lazy-event-dialog.ts): not in the static graph.
const DIALOG = "components/schedule/event-dialog.tsx";

describe("the schedule's screens without next-intl in the browser", () => {
  test("no layout of the routes gives the messages", () => {
    for (const dir of [...Object.values(ROUTES), "app/(shell)", "app"]) {
      const layout = path.join(ROOT, dir, "layout.tsx");
      if (fs.existsSync(layout))
        expect(fs.readFileSync(layout, "utf8")).not.toMatch(
          /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
        );
    }
  });

  test("the event dialog is the one the lists load on first open", () => {
    expect(fs.readFileSync(path.join(ROOT, "components/schedule/lazy-event-dialog.ts"), "utf8")).toMatch(
      /import\("\.\/event-dialog"\)/,
    );
  });

  test.each(Object.entries(ROUTES))(
    "%s: its client code, the event dialog loaded on first open too, reaches no next-intl",
    (name, dir) => {
      const client = clientModules(routeFiles(dir));
      const view = {
        schedule: "components/schedule/schedule-controls.tsx",
        results: "components/schedule/results-search.tsx",
        builder: "components/schedule/schedule-builder.tsx",
        eventHome: "components/dashboard/event-home-sections.tsx",
      }[name]!;
      expect(client).toContain(view);
      if (name === "schedule" || name === "results")
        expect(client).toContain("components/schedule/event-cards.tsx");
      const entries = [...client, ...(name === "builder" ? [] : [DIALOG])];
      expect(offenders(entries, /^(next-intl|use-intl)/)).toEqual([]);
      // The labels' modules are server code: the client imports only their types.
      expect(
        offenders(
          entries,
          /^components\/(schedule\/schedule-labels\.tsx|dashboard\/event-home-labels\.tsx)$/,
        ),
      ).toEqual([]);
    },
  );

  test.each([ROUTES.schedule, ROUTES.results, ROUTES.builder])(
    "%s: no cn, Button, Input, Checkbox, Progress, Badge, Slot, cva, icons or the limits' module in its first load",
    (dir) => {
      const client = clientModules(routeFiles(dir));
      expect(client).not.toContain("components/schedule/event-card.tsx");
      expect(
        offenders(
          client,
          /^(lib\/utils\.ts|lib\/validations\/limits\.ts|components\/ui\/(button|input|checkbox|progress|badge|slot|bubble-input)\.tsx|class-variance-authority|tailwind-merge|components\/i18n\/in-portuguese-badge\.tsx|components\/icons\/.*)$/,
        ),
      ).toEqual([]);
    },
  );
});

describe("the labels read as next-intl's", () => {
  const translator = <N extends "schedule" | "sharing" | "maps" | "clock" | "builder" | "home">(
    l: AppLocale,
    namespace: N,
  ) => createTranslator({ locale: l, messages: allMessages[l], namespace, timeZone: "America/Recife" });
  const COUNTS = [0, 1, 2, 5, 21, 101, 999, 1000, 1234, 1_000_000];
  const NAMES = ["Ana", "Igreja {Central} $1 $&", "{title} {reason}"];

  test.each(locales)("%s: the event dialog's and the cards' texts and values", async (l) => {
    setServerLocale(l);
    const [t, sharing, maps, clock] = [
      translator(l, "schedule"),
      translator(l, "sharing"),
      translator(l, "maps"),
      translator(l, "clock"),
    ];
    const cards = await eventCardsLabels();
    const dialog = await eventDialogLabels();
    expect(cards.dialog).toEqual(dialog);
    expect(cards.markers).toEqual({
      now: clock("now"),
      next: clock("next"),
      nowLabel: clock("nowLabel"),
      nextLabel: clock("nextLabel"),
    });
    for (const key of [
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
    ] as const)
      expect(dialog[key]).toBe(t(key));
    for (const type of EVENT_TYPES) expect(dialog.types[type]).toBe(t(`types.${type}`));
    expect(Object.keys(dialog.types)).toEqual([...EVENT_TYPES]);
    expect(dialog.googleCalendar).toBe(sharing("googleCalendar"));
    for (const percent of [0, 1, 50, 81, 100])
      for (const remaining of COUNTS)
        expect(fillIn(dialog.capacityValue, { percent: String(percent), remaining: String(remaining) })).toBe(
          t("capacityValue", { percent, remaining }),
        );
    for (const enrolled of COUNTS)
      for (const capacity of [1, 40, 1234, 1_000_000])
        expect(fillIn(dialog.enrolledOf, { enrolled: String(enrolled), capacity: String(capacity) })).toBe(
          t("enrolledOf", { enrolled, capacity }),
        );
    for (const name of NAMES) {
      expect(fillIn(dialog.mapTitle, { place: name })).toBe(t("mapTitle", { place: name }));
      // The share button's texts for the event's title (ShareButton's shareLabels).
      expect({ ...dialog.share, shareItem: fillIn(dialog.share.shareItem, { title: name }) }).toEqual(
        shareLabels(sharing, name),
      );
      // "Como chegar" for the event's place (DirectionsLinks' directionsLabels).
      const made = directionsLabels(maps, name);
      expect(dialog.directions.directions).toBe(made.directions);
      for (const app of ["google", "waze", "apple"] as const)
        expect({
          name: dialog.directions.apps[app].name,
          opensIn: fillIn(dialog.directions.apps[app].opensIn, { place: name }),
        }).toEqual(made.apps[app]);
    }
  });

  test.each(locales)("%s: /schedule's search and agenda, /schedule/results' controls", async (l) => {
    setServerLocale(l);
    const [t, sharing] = [translator(l, "schedule"), translator(l, "sharing")];
    const search = await scheduleSearchLabels();
    for (const key of ["searchTitle", "searchPlaceholder", "typeFilters", "search"] as const)
      expect(search[key]).toBe(t(key));
    for (const type of EVENT_TYPES) expect(search.types[type]).toBe(t(`types.${type}`));
    for (const count of [0, 1, 2, 5, 21]) {
      const titles = Array.from({ length: count }, (_, n) => NAMES[n % NAMES.length]!);
      const { labels: agenda, links } = await agendaLabels(titles);
      // The summary as AgendaGoogleCalendar drew it, with next-intl's count.
      expect(renderToStaticMarkup(h("summary", null, agenda.summary))).toBe(
        renderToStaticMarkup(
          h(
            "summary",
            null,
            h(CalendarIcon, { className: "size-4", "aria-hidden": "true" }),
            " ",
            sharing("agendaGoogle", { count }),
            h(ChevronDownIcon, {
              className: "size-4 transition-transform group-open:rotate-180",
              "aria-hidden": "true",
            }),
          ),
        ),
      );
      expect(agenda.hint).toBe(sharing("agendaGoogleHint"));
      expect(agenda.addShort).toBe(sharing("addShort"));
      expect(links).toEqual(titles.map((title) => sharing("addOneToGoogle", { title })));
    }
    const results = await resultsLabels();
    for (const key of [
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
    ] as const)
      expect(results[key]).toBe(t(key));
    expect(results.filtersText).toBe(t("filters"));
    expect(Object.keys(results.types)).toEqual([...EVENT_TYPES]);
    for (const type of EVENT_TYPES) expect(results.types[type]).toBe(t(`types.${type}`));
  });

  test.each(locales)("%s: the builder's texts and values", async (l) => {
    setServerLocale(l);
    const [t, ts] = [translator(l, "builder"), translator(l, "schedule")];
    const labels = await builderLabels();
    for (const key of [
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
    ] as const)
      expect(labels[key]).toBe(t(key));
    expect([labels.emptyTitle, labels.failed]).toEqual([ts("emptyTitle"), ts("failed")]);
    for (const total of [3, 5, 12])
      for (let step = 1; step <= total; step++)
        expect(fillIn(labels.progress, { step: String(step), total: String(total) })).toBe(
          t("progress", { step, total }),
        );
    for (const enrolled of COUNTS)
      for (const capacity of [1, 40, 1234, 1_000_000])
        expect(fillIn(labels.full, { enrolled: String(enrolled), capacity: String(capacity) })).toBe(
          t("full", { enrolled, capacity }),
        );
    for (const title of NAMES)
      for (const reason of NAMES)
        expect(fillIn(labels.conflict, { title, reason })).toBe(t("conflict", { title, reason }));
  });

  test.each(locales)("%s: /dashboard-evento's sections", async (l) => {
    setServerLocale(l);
    const [t, maps] = [translator(l, "home"), translator(l, "maps")];
    for (const place of NAMES) {
      const labels = await eventHomeLabels(place);
      for (const key of [
        "nextCommitments",
        "noCommitments",
        "seeMyAgenda",
        "nextBoarding",
        "boardingCard",
        "noBoarding",
        "seeAllBoardings",
      ] as const)
        expect(labels[key]).toBe(t(key));
      expect(labels.directions).toEqual(directionsLabels(maps, place));
      expect(Object.keys(labels.icons).sort()).toEqual(["bus", "clock", "commitments", "pin", "point", "qr"]);
      expect(labels.dialog).toEqual(await eventDialogLabels());
    }
  });
});

describe("the client parts draw what the components drew", () => {
  test("the cards' frame and marker: the classes `cn` merged in the browser", async () => {
    setServerLocale("pt");
    const { looks } = await eventCardsLabels();
    for (const enrolled of [true, false])
      for (const marker of [undefined, "now", "next"] as const)
        expect(looks.frame[enrolled ? "enrolled" : "other"][marker === "now" ? "now" : "other"]).toBe(
          cn(
            "w-full rounded-2xl border p-4 text-left shadow-sm transition-colors hover:bg-muted/60",
            enrolled ? "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40" : "bg-card",
            marker === "now" && "ring-2 ring-fuchsia-500 ring-offset-1",
          ),
        );
    for (const marker of ["now", "next"] as const)
      expect(looks.marker[marker]).toBe(
        cn(
          "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase",
          marker === "now" ? "bg-fuchsia-600 text-white" : "bg-violet-100 text-violet-800",
        ),
      );
  });

  test("a filter's box is Checkbox once hydrated outside a form, ticked and not", () => {
    // Checkbox's server HTML has Radix's hidden input until hydration finds no form around the box
    // and removes it; the filters are drawn in the browser, after the box knows.
    const bubble = /<input type="checkbox" aria-hidden="true"[^>]*\/>/;
    for (const checked of [true, false]) {
      const before = renderToStaticMarkup(
        h(Checkbox, {
          checked,
          onCheckedChange: () => {},
          "data-testid": "filter-type-lecture",
        } as ComponentProps<typeof Checkbox>),
      );
      const after = renderToStaticMarkup(
        h(FilterCheckbox, {
          look: checkboxLook(),
          checked,
          onCheckedChange: () => {},
          testId: "filter-type-lecture",
        }),
      );
      expect(before).toMatch(bubble);
      expect(after).toBe(before.replace(bubble, ""));
    }
  });

  test("/schedule's search box: Input and Button as they drew it", async () => {
    setServerLocale("pt");
    const labels = await scheduleSearchLabels();
    const after = renderToStaticMarkup(
      h(ScheduleSearch, { city: "recife", day: "2026-11-01", maxLength: SEARCH_MAX, labels }),
    );
    const input = renderToStaticMarkup(
      h(Input, {
        value: "",
        onChange: () => {},
        placeholder: labels.searchPlaceholder,
        maxLength: SEARCH_MAX,
        "data-testid": "schedule-search",
        "aria-label": labels.searchTitle,
      } as ComponentProps<typeof Input>),
    );
    const button = renderToStaticMarkup(
      h(
        Button,
        { className: "w-full", "data-testid": "schedule-search-submit" } as ComponentProps<typeof Button>,
        h(SearchIcon, { "aria-hidden": "true" }),
        " ",
        labels.search,
      ),
    );
    const chevron = renderToStaticMarkup(
      h(ChevronDownIcon, { className: cn("size-4 transition-transform", false), "aria-hidden": "true" }),
    );
    expect(after).toContain(input);
    expect(after).toContain(button);
    expect(after).toContain(chevron);
    // ScheduleSearch's chevron: cn("size-4 transition-transform", filtersOpen && "rotate-180").
    const chevronOf = (filtersOpen: boolean) =>
      renderToStaticMarkup(
        h(ChevronDownIcon, {
          className: cn("size-4 transition-transform", filtersOpen && "rotate-180"),
          "aria-hidden": "true",
        }),
      );
    expect(renderToStaticMarkup(h("span", null, labels.chevron.open))).toBe(
      `<span>${chevronOf(true)}</span>`,
    );
    expect(renderToStaticMarkup(h("span", null, labels.chevron.closed))).toBe(
      `<span>${chevronOf(false)}</span>`,
    );
  });

  test("the looks the results and the builder draw: Button's, Input's and Progress's", async () => {
    setServerLocale("pt");
    const results = await resultsLabels();
    // The island spreads a look on a <button>: the same markup as Button with those props.
    const same = (look: ButtonLook, props: ComponentProps<typeof Button>) =>
      expect(renderToStaticMarkup(h("button", look as ComponentProps<"button">))).toBe(
        renderToStaticMarkup(h(Button, props)),
      );
    same(results.submit, { size: "icon" });
    same(results.filters, { variant: "outline", size: "sm" });
    same(results.clearLink, { variant: "link", size: "sm" });
    same(results.clearButton, { variant: "outline", className: "mt-3" });
    expect(renderToStaticMarkup(h("input", { "data-slot": "input", className: results.input }))).toBe(
      renderToStaticMarkup(h(Input)),
    );

    const builder = await builderLabels();
    same(builder.looks.back, { variant: "outline", className: "flex-1" });
    same(builder.looks.next, { className: "flex-1" });
    // The wizard's first step: its progress bar and its buttons as Progress and Button drew them.
    const days = [
      { id: "2026-11-01", label: "domingo, 1 de novembro" },
      { id: "2026-11-02", label: "segunda-feira, 2 de novembro" },
    ];
    const drawn = renderToStaticMarkup(
      h(ScheduleBuilder, {
        days,
        cities: [{ id: "recife", name: "Recife" }],
        initialCities: { "2026-11-01": "recife", "2026-11-02": null },
        initialSelected: [],
        events: [],
        labels: builder,
      }),
    );
    const progress = fillIn(builder.progress, { step: "1", total: "4" });
    expect(drawn).toContain(
      renderToStaticMarkup(h(Progress, { value: 25, className: "h-2 flex-1", "aria-label": progress })),
    );
    expect(drawn).toContain(
      renderToStaticMarkup(
        h(
          Button,
          { variant: "outline", className: "flex-1", "data-testid": "builder-back" } as ComponentProps<
            typeof Button
          >,
          builder.back,
        ),
      ),
    );
    expect(drawn).toContain(
      renderToStaticMarkup(
        h(
          Button,
          { className: "flex-1", disabled: true, "data-testid": "builder-next" } as ComponentProps<
            typeof Button
          >,
          builder.next,
        ),
      ),
    );
    expect(builder.looks.progress.indicator).toBe(
      /data-slot="progress-indicator" class="([^"]*)"/.exec(
        renderToStaticMarkup(h(Progress, { value: 1 })),
      )![1],
    );
    for (const on of [true, false]) {
      expect(builder.looks.circle[on ? "on" : "off"]).toBe(
        cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border",
          on && "border-violet-600 bg-violet-600 text-white",
        ),
      );
      for (const full of [true, false])
        expect(builder.looks.event[on ? "on" : "off"][full ? "full" : "free"]).toBe(
          cn(
            "flex w-full items-start gap-3 rounded-2xl border p-3 text-left transition-colors",
            on ? "border-violet-500 bg-violet-50 dark:bg-violet-950/40" : "bg-card hover:bg-muted",
            full && "cursor-not-allowed opacity-60",
          ),
        );
    }
  });
});
