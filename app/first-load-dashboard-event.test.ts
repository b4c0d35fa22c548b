// /dashboard-evento loads no `cn`, Button, Slot, cva, "Como chegar" or boarding card with the page
// (docs/performance.md, "First-load JavaScript", "/dashboard-evento's boarding card loaded later"):
// the server page merges Button's classes (components/dashboard/event-home-labels.tsx) and draws
// "Como chegar"; the card is loaded on its first open or once the page is idle. This walks the
// client code and renders the sections against the components they stand in for.
import fs from "node:fs";
import path from "node:path";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { eventHomeLabels } from "@/components/dashboard/event-home-labels";
import { EventHomeSections } from "@/components/dashboard/event-home-sections";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { locales } from "@/lib/i18n/config";
import { byTestId, element, parts } from "@/tests/unit/html-parts";
import { ROOT, clientModules, offenders, routeFiles as sharedRouteFiles } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const ROUTE = "app/(shell)/dashboard-evento";
const SECTIONS = "components/dashboard/event-home-sections.tsx";

const routeFiles = () => sharedRouteFiles(ROUTE);

describe("/dashboard-evento's first load", () => {
  test("its client code has no cn, Button, Slot, cva, directions or boarding card", () => {
    const client = clientModules(routeFiles());
    expect(client).toContain(SECTIONS);
    expect(
      offenders(
        client,
        /^(lib\/utils\.ts|components\/ui\/(button|slot)\.tsx|class-variance-authority|tailwind-merge|components\/maps\/directions-links-view\.tsx|components\/checkin\/boarding-card\.tsx)$/,
      ),
    ).toEqual([]);
  });

  test("the card is the boarding card's module, loaded on first open and preloaded when idle", () => {
    const source = fs.readFileSync(path.join(ROOT, SECTIONS), "utf8");
    expect(source).toMatch(
      /lazyOverlay\(\(\) =>\s*import\("@\/components\/checkin\/boarding-card"\)\.then\(\(m\) => m\.BoardingCardIfAny\)/,
    );
    expect(source).toMatch(/whenIdle\(BoardingCard\.preload, 3000\)/);
  });
});

describe("the sections draw what Button drew", () => {
  const trip = {
    id: "t1",
    time: "06:15",
    dateShort: "01/11/2026",
    origin: "Igreja Central",
    destination: "Centro de Convenções",
    boardingLocation: "Igreja Central",
    busId: "BUS-REC-01",
    point: {
      id: "p1",
      name: "Igreja Central",
      address: "Rua A, 1",
      latitude: null,
      longitude: null,
      time: "06:15",
    },
  };

  test.each(locales)("%s: the outline links and the card's button", async (locale) => {
    setServerLocale(locale);
    const { directions: _directions, ...labels } = await eventHomeLabels(trip.point.name);
    const html = renderToStaticMarkup(
      h(EventHomeSections, {
        events: [],
        trip,
        traveller: { name: "Maria", memberCode: "T26-0001" },
        qr: "data:image/png;base64,AAAA",
        cardLabels: {} as never,
        labels,
        directions: h("p", { "data-testid": "directions" }, "Como chegar"),
      }),
    );
    const link = (href: string, text: string) =>
      renderToStaticMarkup(
        h(
          Button,
          { asChild: true, variant: "outline", className: "mt-2 w-full" },
          h(AppLink, { href }, text),
        ),
      );
    for (const [href, text] of [
      ["/schedule?view=mine", labels.seeMyAgenda],
      ["/transport", labels.seeAllBoardings],
    ] as const)
      expect(parts(element(html, "a", `href="${href.replace("?", "\\?")}"`))).toEqual(
        parts(link(href, text)),
      );
    const card = renderToStaticMarkup(
      h(
        Button,
        { className: "mt-3 w-full", onClick() {}, "data-testid": "next-trip-card-open" } as ComponentProps<
          typeof Button
        >,
        labels.icons.qr,
        " ",
        labels.boardingCard,
      ),
    );
    expect(parts(byTestId(html, "button", "next-trip-card-open"))).toEqual(parts(card));
    // "Como chegar" is the page's, drawn where the sections used to draw it.
    expect(html).toMatch(
      /data-testid="next-trip-point"[\s\S]*data-testid="directions"[\s\S]*next-trip-card-open/,
    );
    // The card is not drawn until it is opened.
    expect(html).not.toContain("boarding-card");
  });
});
