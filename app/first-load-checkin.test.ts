// /checkin (the pass) ships no next-intl client code and no messages in its HTML, and no `cn`,
// Button, cva or Slot (docs/performance.md, "First-load JavaScript", "/checkin drawn and translated
// on the server"): its server page passes the texts (components/checkin/pass-labels.ts) and draws
// the pass; the browser has the close link's going back and the usage sheet, loaded on first open.
// This walks the client code, compares the server's buttons with Button's, and checks the texts
// read as next-intl's.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { passLabels } from "@/components/checkin/pass-labels";
import { PassView, type PassViewProps } from "@/components/checkin/pass-view";
import { HistoryIcon } from "@/components/icons/svg/rotate-ccw-clock";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { locales } from "@/lib/i18n/config";
import { allMessages } from "@/lib/i18n/messages";
import { ROOT, isClientModule, offenders, reach, staticImports } from "@/tests/unit/import-graph";
import { byTestId, parts } from "@/tests/unit/html-parts";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
// The close link and the family's links read the router once hydrated; not for a server render.
jest.mock("next/navigation", () => ({ useRouter: () => ({}) }));

const CHECKIN = "app/checkin";
// Loaded on first open (components/checkin/pass-actions.tsx): not in the static graph.
const SHEET = "components/checkin/pass-usage-sheet.tsx";
const rel = (file: string) => (file.startsWith("/") ? path.relative(ROOT, file) : file);

/** Every file and package the route's browser code loads with the page: its client modules and their imports. */
function browserCode(): string[] {
  const entries = fs
    .readdirSync(path.join(ROOT, CHECKIN))
    .filter((f) => /^(page|layout|loading|not-found|error)\.tsx$/.test(f))
    .map((f) => `${CHECKIN}/${f}`);
  const clients = [...reach(entries).keys()]
    .filter((f) => f.startsWith("/") && isClientModule(rel(f)))
    .map(rel);
  expect(clients.length).toBeGreaterThan(0);
  return [...reach(clients).keys()].map(rel).sort();
}

describe("/checkin's first load", () => {
  test("no layout above the route gives the messages", () => {
    for (const dir of [CHECKIN, "app"]) {
      const layout = path.join(ROOT, dir, "layout.tsx");
      if (fs.existsSync(layout))
        expect(fs.readFileSync(layout, "utf8")).not.toMatch(
          /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
        );
    }
  });

  test("the pass is drawn on the server; the browser has its actions, without next-intl, cn or Button", () => {
    expect(isClientModule("components/checkin/pass-view.tsx")).toBe(false);
    const code = browserCode();
    expect(code).toContain("components/checkin/pass-actions.tsx");
    expect(code).not.toContain(SHEET);
    // placeholder-trigger.tsx too: imported here, it would no longer be merged into lazy-overlay.tsx's
    // module on the routes that have that one (+9–17 B each).
    const banned =
      /^(next-intl|use-intl|class-variance-authority|lib\/utils\.ts|components\/ui\/(button|slot|lazy-overlay|placeholder-trigger)\.tsx|components\/checkin\/pass-labels\.ts)/;
    expect(code.filter((f) => banned.test(f))).toEqual([]);
  });

  test("the usage sheet, loaded on first open, translates nothing and reads no labels' module", () => {
    const actions = fs.readFileSync(path.join(ROOT, "components/checkin/pass-actions.tsx"), "utf8");
    expect([...actions.matchAll(/\bimport\(\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["./pass-usage-sheet"]);
    expect(isClientModule(SHEET)).toBe(true);
    expect(offenders([SHEET], /^(next-intl|use-intl|components\/checkin\/pass-labels\.ts$)/)).toEqual([]);
    // Its own module draws no merged classes either (the sheet's UI module has cn, loaded with it).
    expect(staticImports(path.join(ROOT, SHEET)).filter((s) => /lib\/utils|ui\/button/.test(s))).toEqual([]);
  });
});

const PASS: Omit<PassViewProps, "labels"> = {
  holder: {
    name: "Maria Eduarda",
    nickname: "Duda",
    avatarUrl: null,
    color: "pink",
    memberCode: "T26-8F3K2Q",
  },
  holderId: "u1",
  qr: "data:image/svg+xml;base64,AAAA",
  home: "/dashboard",
  family: [
    { id: "u1", name: "Duda" },
    { id: "u2", name: "Aninha" },
  ],
  usage: [],
};

describe("the server's pass is Button's markup", () => {
  test.each(locales)("%s: 'Ver Utilização' and 'Escolher meu plano' as Button draws them", async (l) => {
    setServerLocale(l);
    const { labels } = await passLabels({ name: PASS.holder.name, usageCount: 0 });
    const withQr = renderToStaticMarkup(createElement(PassView, { ...PASS, labels }));
    // Before its code is there, the sheet's trigger is the closed state's (placeholderTrigger).
    const usage = renderToStaticMarkup(
      createElement(
        Button,
        {
          variant: "secondary",
          size: "lg",
          className: "mt-8 w-full max-w-xs",
          ...{ "data-testid": "pass-usage-open", "aria-haspopup": "dialog", "data-state": "closed" },
          "aria-expanded": false,
        },
        createElement(HistoryIcon, { "aria-hidden": "true" }),
        " ",
        labels.usage,
      ),
    );
    expect(parts(byTestId(withQr, "button", "pass-usage-open"))).toEqual(parts(usage));

    const noTicket = renderToStaticMarkup(createElement(PassView, { ...PASS, qr: null, labels }));
    expect(noTicket).not.toContain("pass-usage-open");
    const buy = renderToStaticMarkup(
      createElement(
        Button,
        { asChild: true, size: "lg", className: "w-full", ...{ "data-testid": "pass-buy" } },
        createElement(AppLink, { href: "/register/plan" }, labels.noTicketAction),
      ),
    );
    expect(parts(byTestId(noTicket, "a", "pass-buy"))).toEqual(parts(buy));

    // The close link and the family's links: their classes, ARIA and texts.
    expect(parts(byTestId(withQr, "a", "pass-close")).attrs).toEqual(
      [
        "aria-label=" + labels.close,
        "class=absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white",
        "data-testid=pass-close",
        "href=/dashboard",
      ].sort(),
    );
    expect(withQr).toContain(
      `<nav aria-label="${labels.familyLabel}" class="mb-6 flex max-w-full gap-2 overflow-x-auto">` +
        `<a aria-current="page" class="shrink-0 rounded-full border px-4 py-1.5 text-sm border-white bg-white text-black" href="/checkin">Duda</a>` +
        `<a class="shrink-0 rounded-full border px-4 py-1.5 text-sm border-white/30 text-white/80" href="/checkin?for=u2">Aninha</a></nav>`,
    );
  });
});

describe("the labels read as next-intl's", () => {
  const COUNTS = [0, 1, 2, 3, 5, 10, 11, 21, 100, 101, 999, 1000, 1001, 1234, 1_000_000];

  test.each(locales)("%s: every text, the holder's name, the history's count and dates", async (l) => {
    setServerLocale(l);
    const translator = <N extends "pass" | "journey.pass">(namespace: N) =>
      createTranslator({ locale: l, messages: allMessages[l], namespace, timeZone: "America/Recife" });
    const [t, j] = [translator("pass"), translator("journey.pass")];
    for (const name of ["Maria Eduarda Santos", "Igreja {Central} $1 $&", "'quoted' <b>"]) {
      for (const count of COUNTS) {
        const { labels, usageWhen } = await passLabels({ name, usageCount: count });
        expect(labels).toEqual({
          close: t("close"),
          familyLabel: t("familyLabel"),
          subtitle: t("subtitle"),
          memberCode: t("memberCode"),
          hint: t("hint"),
          usage: t("usage"),
          brightness: j("brightness"),
          noTicketTitle: j("noTicketTitle"),
          noTicketText: j("noTicketText"),
          noTicketAction: j("noTicketAction"),
          qrAlt: t("qrAlt", { name }),
          sheet: {
            title: t("usageTitle"),
            description: t("usageDescription", { count }),
            empty: t("usageEmpty"),
            close: t("close"),
          },
        });
        expect(labels.qrAlt).toContain(name);
        for (const [date, time] of [
          ["1 de novembro", "06:15"],
          ["{date} $&", "{time}"],
        ] as const)
          expect(usageWhen(date, time)).toBe(t("usageWhen", { date, time }));
      }
    }
    // 0 is its own text ("Nenhuma entrada…"), not the plural's "0 registros".
    const { labels } = await passLabels({ name: "Ana", usageCount: 0 });
    expect(labels.sheet.description).not.toMatch(/\d/);
  });
});
