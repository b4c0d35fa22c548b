// /transport ships no next-intl client code (provider, translator) and no messages in its HTML
// (docs/performance.md, "First-load JavaScript", "/transport translated on the server"): its
// server page passes the screen's, the booking sheet's and the boarding card's texts
// (components/checkin/transport-labels.ts), and /dashboard-evento's boarding card gets its texts
// the same way. This walks the client code and checks the texts read as next-intl's.
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import {
  boardingCardLabels,
  transportLabels,
  type BoardingCardLabels,
  type TransportLabels,
} from "@/components/checkin/transport-labels";
import { directionsFor } from "@/components/checkin/boarding-card";
import { locales } from "@/lib/i18n/config";
import { fillIn } from "@/lib/i18n/fill-in";
import { allMessages } from "@/lib/i18n/messages";
import { formatPlural } from "@/lib/i18n/plural";
import { ROOT, clientModules, offenders } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);

const TRANSPORT = "app/(shell)/transport";

describe("/transport without next-intl in the browser", () => {
  test("no layout of the route gives the messages", () => {
    for (const dir of [TRANSPORT, "app/(shell)", "app"]) {
      const layout = path.join(ROOT, dir, "layout.tsx");
      if (fs.existsSync(layout))
        expect(fs.readFileSync(layout, "utf8")).not.toMatch(
          /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
        );
    }
  });

  test("its client code, the overlays loaded on first open too, reaches no next-intl", () => {
    const client = clientModules([`${TRANSPORT}/page.tsx`, `${TRANSPORT}/loading.tsx`]);
    expect(client).toContain("components/checkin/transport-view.tsx");
    // The booking sheet and the boarding card load with the overlays' module, on first open or idle.
    const entries = [...client, "components/checkin/transport-overlays.tsx"];
    expect(clientModules(entries)).toEqual(
      expect.arrayContaining([
        "components/checkin/boarding-card.tsx",
        "components/checkin/trip-booking-sheet.tsx",
      ]),
    );
    expect(offenders(entries, /^(next-intl|use-intl)/)).toEqual([]);
    // The labels' module is server code: the client imports only its types.
    expect(offenders(entries, /^components\/checkin\/transport-labels\.ts$/)).toEqual([]);
  });

  test("/dashboard-evento's boarding card translates nothing in the browser either", () => {
    // Loaded on first open or once idle (app/first-load-dashboard-event.test.ts), not with the page.
    const client = clientModules(["app/(shell)/dashboard-evento/page.tsx"]);
    expect(client).toContain("components/dashboard/event-home-sections.tsx");
    expect(offenders(["components/checkin/boarding-card.tsx"], /^(next-intl|use-intl)/)).toEqual([]);
  });
});

describe("the labels read as next-intl's", () => {
  test("fillIn fills each placeholder once, leaving a value's braces and $ as they are", () => {
    expect(fillIn("{a} · {b} {c}", { a: "{b}", b: "$& x" })).toBe("{b} · $& x {c}");
  });

  test.each(locales)("%s: the texts with values, plurals and selects", async (l) => {
    setServerLocale(l);
    const labels: TransportLabels = await transportLabels(l);
    const card: BoardingCardLabels = await boardingCardLabels();
    const translator = <N extends "transport" | "transportBooking" | "maps">(namespace: N) =>
      createTranslator({ locale: l, messages: allMessages[l], namespace, timeZone: "America/Recife" });
    const [t, tb, maps] = [translator("transport"), translator("transportBooking"), translator("maps")];
    expect(labels.title).toBe(t("title"));
    expect(labels.card).toEqual(card);
    const point = { time: "06:15", name: "Igreja {Central} $1" };
    expect(fillIn(labels.boardingAt, { place: fillIn(labels.pointAt, point) })).toBe(
      t("boardingAt", { place: tb("pointAt", point) }),
    );
    expect(fillIn(labels.booking.pointAt, point)).toBe(tb("pointAt", point));
    expect(fillIn(labels.availableHint, { city: "Recife" })).toBe(tb("availableHint", { city: "Recife" }));
    expect(fillIn(labels.cancelTitle, { name: "Ana" })).toBe(tb("cancelTitle", { name: "Ana" }));
    expect(fillIn(labels.cancelBody, { bus: "BUS-1", time: "06:15" })).toBe(
      tb("cancelBody", { bus: "BUS-1", time: "06:15" }),
    );
    for (const count of [0, 1, 2, 5, 21, 101, 1000, 1_000_000]) {
      expect(count === 0 ? labels.seatsFull : formatPlural(labels.seatsLeft, count, l)).toBe(
        tb("seatsLeft", { count }),
      );
      if (count > 0)
        expect(formatPlural(labels.booking.bookedToast, count, labels.booking.locale)).toBe(
          tb("bookedToast", { count }),
        );
    }
    for (const direction of ["OUTBOUND", "RETURN"] as const)
      expect(labels.booking.alreadyOther[direction]).toBe(tb("alreadyOther", { direction }));
    for (const directions of [labels.booking.directions, card.directions]) {
      const made = directionsFor(directions, "Praça do Derby");
      expect(made.directions).toBe(maps("directions"));
      for (const app of ["google", "waze", "apple"] as const)
        expect(made.apps[app]).toEqual({
          name: maps(app),
          opensIn: maps("opensIn", { place: "Praça do Derby", app: maps(app) }),
        });
    }
  });
});
