// /rewards and /transport drawn and translated on the server (docs/performance.md, "First-load
// JavaScript", "/rewards and /transport drawn and merged on the server"): their browser code has no
// next-intl, `cn`, cva, Button, Badge, Slot, Tabs' merging module or icon module; the overlays
// (/rewards' scanner, point and history; /transport's booking sheet, cancel question and boarding
// card) are one module per route, loaded on first open or when idle. This walks the client code,
// compares every label with next-intl's own formatting in pt, en and es, and renders the screens
// against the components they stopped importing.
import fs from "node:fs";
import path from "node:path";
import { NextIntlClientProvider } from "next-intl";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { RewardHistory } from "@/components/checkin/reward-history";
import { RewardPoints } from "@/components/checkin/reward-points";
import { rewardsLabels, rewardsLooks } from "@/components/checkin/rewards-labels";
import { RewardsSummary } from "@/components/checkin/rewards-summary";
import { RewardsView, type RewardPointView } from "@/components/checkin/rewards-view";
import { transportLabels } from "@/components/checkin/transport-labels";
import { transportLooks } from "@/components/checkin/transport-looks";
import { TransportScreen, type TransportScreenProps } from "@/components/checkin/transport-screen";
import { CreditCardIcon } from "@/components/icons/svg/credit-card";
import { GiftIcon } from "@/components/icons/svg/gift";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { LockIcon } from "@/components/icons/svg/lock";
import { UnlockIcon } from "@/components/icons/svg/lock-open";
import { ScanLineIcon } from "@/components/icons/svg/scan-line";
import { StarIcon } from "@/components/icons/svg/star";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { placeholderTrigger, type TriggerProps } from "@/components/ui/placeholder-trigger";
import { Progress } from "@/components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { TABS_CLASS } from "@/components/ui/tabs-classes";
import { paymentLooks } from "@/components/registration/payment-looks";
import { PaymentView } from "@/components/registration/payment-view";
import { locales } from "@/lib/i18n/config";
import { fillIn } from "@/lib/i18n/fill-in";
import { allMessages } from "@/lib/i18n/messages";
import type { PaymentClientConfig } from "@/lib/server/services/payments/provider";
import { cn } from "@/lib/utils";
import { ROOT, browserCode as routeBrowserCode, reach, routeFiles } from "@/tests/unit/import-graph";
import { byTestId, element, parts } from "@/tests/unit/html-parts";
import { serverTranslator, setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
jest.mock("next/navigation", () => ({ useRouter: () => ({}) }));

const rel = (file: string) => (file.startsWith("/") ? path.relative(ROOT, file) : file);

/** Every file and package the route's browser code loads with the page: its client modules and their imports. */
const browserCode = (dir: string) => routeBrowserCode(routeFiles(dir, /^(page|layout|loading)\.tsx$/));

/** What a module and its static imports load (the lazily loaded overlays' module). */
const loads = (file: string) => [...reach([file]).keys()].map(rel).sort();

/** The specifiers a module imports with `import()`. */
const lazyImports = (file: string) =>
  [...fs.readFileSync(path.join(ROOT, file), "utf8").matchAll(/\bimport\(\s*"([^"]+)"/g)].map((m) => m[1]!);

const MERGED =
  /^(class-variance-authority|next-intl|use-intl|lib\/utils\.ts|components\/ui\/(button|badge|slot|tabs|native-select|bubble-input|lazy-overlay)\.tsx|components\/shell\/page-header\.tsx|components\/icons\/)/;

describe("first-load JavaScript of /rewards and /transport", () => {
  test.each(["app/(shell)/rewards", "app/(shell)/transport"])("no layout of %s gives the messages", (dir) => {
    for (const d of [dir, "app/(shell)", "app"]) {
      const layout = path.join(ROOT, d, "layout.tsx");
      if (fs.existsSync(layout))
        expect(fs.readFileSync(layout, "utf8")).not.toMatch(
          /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
        );
    }
  });

  test("/rewards: no next-intl, cn, Button, Tabs' merging, scanner or toast with the page", () => {
    const code = browserCode("app/(shell)/rewards");
    expect(code).toEqual(
      expect.arrayContaining([
        "components/checkin/rewards-view.tsx",
        "components/checkin/reward-points.tsx",
        "components/checkin/reward-history-button.tsx",
        "components/ui/tabs-base.tsx",
      ]),
    );
    expect(code.filter((f) => MERGED.test(f))).toEqual([]);
    expect(
      code.filter((f) =>
        /^(components\/checkin\/(qr-scanner|reward-overlays|reward-code-entry|rewards-labels)\.tsx?|hooks\/use-(reward-unlock|api-action)\.ts|lib\/toast\.ts|lib\/i18n\/)/.test(
          f,
        ),
      ),
    ).toEqual([]);
    // One module for the three overlays, imported from one place.
    expect(lazyImports("components/checkin/reward-overlays-lazy.tsx")).toEqual(["./reward-overlays"]);
    for (const f of code.filter((f) => f.startsWith("components/") || f.startsWith("app/")))
      expect([f, lazyImports(f).filter((s) => /reward/.test(s))]).toEqual([
        f,
        f === "components/checkin/reward-overlays-lazy.tsx" ? ["./reward-overlays"] : [],
      ]);
    // The overlays, loaded later, translate nothing in the browser either (the QR decoder stays
    // behind its own import()).
    const later = loads("components/checkin/reward-overlays.tsx");
    expect(later).toContain("components/checkin/qr-scanner.tsx");
    expect(later.filter((f) => /^(next-intl|use-intl|@zxing)/.test(f))).toEqual([]);
  });

  test("/transport: no cn, Button, Badge, NativeSelect, PageHeader, icons; the overlays load later", () => {
    const code = browserCode("app/(shell)/transport");
    expect(code).toContain("components/checkin/transport-view.tsx");
    expect(code.filter((f) => MERGED.test(f))).toEqual([]);
    expect(
      code.filter((f) =>
        /^(components\/checkin\/(boarding-card|trip-booking-sheet|transport-overlays|transport-looks|transport-labels|transport-screen)\.tsx?|components\/maps\/|hooks\/use-api-action\.ts|lib\/toast\.ts|lib\/i18n\/)/.test(
          f,
        ),
      ),
    ).toEqual([]);
    expect(lazyImports("components/checkin/transport-view.tsx")).toEqual(["./transport-overlays"]);
    const later = loads("components/checkin/transport-overlays.tsx");
    expect(later).toEqual(
      expect.arrayContaining([
        "components/checkin/boarding-card.tsx",
        "components/checkin/trip-booking-sheet.tsx",
      ]),
    );
    expect(later.filter((f) => /^(next-intl|use-intl)/.test(f))).toEqual([]);
  });

  test("Tabs' copy of composeRefs is Slot's", () => {
    const source = (file: string) => {
      const text = fs.readFileSync(path.join(ROOT, file), "utf8");
      return text.slice(
        text.indexOf("function setRef"),
        text.indexOf("\n}\n", text.indexOf("composeRefs<T>")) + 3,
      );
    };
    expect(source("components/ui/compose-refs.ts")).toContain("return () =>");
    expect(source("components/ui/compose-refs.ts")).toBe(source("components/ui/slot.tsx"));
  });

  test("the boarding card's module, which /dashboard-evento loads on first open, loads nothing new", () => {
    // Not with the page any more: app/first-load-dashboard-event.test.ts.
    expect(browserCode("app/(shell)/dashboard-evento")).not.toContain("components/checkin/boarding-card.tsx");
    expect(loads("components/checkin/boarding-card.tsx")).toEqual(
      [
        "components/checkin/boarding-card.tsx",
        "components/icons/svg/x.tsx",
        "components/maps/directions-links-view.tsx",
        "lib/i18n/fill-in.ts",
        "react",
        ...loads("components/maps/directions-links-view.tsx").filter(
          (f) => f !== "components/maps/directions-links-view.tsx",
        ),
        ...loads("components/icons/svg/x.tsx").filter((f) => f !== "components/icons/svg/x.tsx"),
      ]
        .filter((f, i, all) => all.indexOf(f) === i)
        .sort(),
    );
  });
});

const html = (node: ReactElement) => renderToStaticMarkup(node);
/** A `data-testid` for createElement's props (not in the components' prop types). */
const testId = (id: string): object => ({ "data-testid": id });
/** Ids from useId differ between two trees: compared without them. */
const noIds = (s: string) => s.replace(/_R_\w+_|«[^»]*»|:r\w+:/g, "ID");

const NAMES = ["Ana", "Igreja {Central} $1", "$& {name}"];
const COUNTS = [0, 1, 2, 5, 21, 101, 1000, 1_000_000];

describe("/rewards' labels read as next-intl's", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const tr = (namespace: string) =>
      serverTranslator(l, namespace) as unknown as (
        key: string,
        values?: Record<string, string | number>,
      ) => string;
    const [t, j, code, scanner] = [tr("rewards"), tr("journey"), tr("journey.rewardCode"), tr("scanner")];
    for (const count of COUNTS) {
      const { texts, scan, points, history } = await rewardsLabels(count);
      expect(history).toEqual({
        seeAll: t("seeAll"),
        title: t("historyTitle"),
        description: t("historyDescription", { count }),
        close: t("close"),
      });
      expect(texts.points(count)).toBe(t("points", { points: count }));
      expect(texts.rankingValue(count + 1, count + 10)).toBe(
        t("rankingValue", { ranking: count + 1, total: count + 10 }),
      );
      expect(texts.percentileValue(count)).toBe(t("percentileValue", { percentile: count }));
      for (const name of NAMES)
        expect(fillIn(scan.unlocked, { name, points: String(count) })).toBe(
          t("unlocked", { name, points: count }),
        );
      if (count > 0) continue;
      expect(texts.when("25/10", "14:30")).toBe(t("when", { date: "25/10", time: "14:30" }));
      expect(texts.unlockedAt("25/10 14:30")).toBe(t("unlockedAt", { when: "25/10 14:30" }));
      expect(texts.rankingPending).toBe(j("rankingPending"));
      expect(texts.lockedHint).toBe(t("lockedHint"));
      for (const k of [
        "summaryTitle",
        "unlockedRewards",
        "ranking",
        "percentile",
        "scan",
        "recentTitle",
        "seeAll",
        "recentEmpty",
      ] as const)
        expect(texts[k]).toBe(t(k));
      for (const k of ["discoverTitle", "unlockedState", "lockedState", "close"] as const)
        expect(points[k]).toBe(t(k));
      for (const k of ["close", "scanTitle", "scanHint", "scanFailed"] as const) expect(scan[k]).toBe(t(k));
      expect(scan.useField).toBe(code("useField"));
      for (const k of ["label", "placeholder", "submit", "hint", "required", "invalid"] as const)
        expect(scan.code[k]).toBe(code(k));
      expect(scan.scanner).toEqual({
        problem: {
          denied: scanner("problem.denied"),
          absent: scanner("problem.absent"),
          insecure: scanner("problem.insecure"),
          failed: scanner("problem.failed"),
        },
        useManual: scanner("useManual"),
        videoLabel: scanner("videoLabel"),
        torchOn: scanner("torchOn"),
        torchOff: scanner("torchOff"),
      });
    }
  });
});

const CITIES = [
  { id: "recife", name: "Recife" },
  { id: "olinda", name: "Olinda" },
];
const point = (id: string, cityId: string, unlocked: boolean): RewardPointView => ({
  id,
  cityId,
  name: `Ponto ${id}`,
  description: "Descrição",
  location: "Praça",
  points: 50,
  unlocked,
  pointsText: "50 pontos",
  stateText: "…",
});
const HISTORY = [
  { id: "h1", name: "Marco Zero", points: 50, when: "25/10 às 14:30" },
  { id: "h2", name: "Alto da Sé", points: 30, when: "24/10 às 09:00" },
];

describe("/rewards drawn as the components drew it", () => {
  test.each(locales)("%s: the scan button, the history's button, the tabs and the points", async (l) => {
    setServerLocale(l);
    const { texts, scan, points, history } = await rewardsLabels(HISTORY.length);
    const looks = rewardsLooks();
    const icons = {
      locked: h(LockIcon, { className: "size-5", "aria-hidden": "true" }),
      unlocked: h(UnlockIcon, { className: "size-5", "aria-hidden": "true" }),
      star: h(StarIcon, { className: "size-4", "aria-hidden": "true" }),
    };
    const list = [point("a", "recife", true), point("b", "recife", false), point("c", "olinda", false)];
    for (const summary of [
      { unlockedRewards: 2, totalPoints: 80, ranking: 3, totalParticipants: 40, percentile: 10 },
      { unlockedRewards: 0, totalPoints: 0, ranking: null, totalParticipants: null, percentile: null },
    ]) {
      const page = html(
        h(RewardsView, {
          summary: h(RewardsSummary, { summary, texts }),
          scan: {
            className: looks.scan,
            icon: h(ScanLineIcon, { "aria-hidden": "true" }),
            label: texts.scan,
            labels: scan,
          },
          history: h(RewardHistory, { recent: HISTORY, history: HISTORY, texts, labels: history, looks }),
          points: { cities: CITIES, points: list, labels: points, looks, icons },
        }),
      );
      expect(byTestId(page, "button", "rewards-scan")).toBe(
        html(
          h(
            Button,
            { variant: "secondary", size: "lg", className: "mt-4 w-full", ...testId("rewards-scan") },
            h(ScanLineIcon, { "aria-hidden": "true" }),
            " ",
            texts.scan,
          ),
        ),
      );
      expect(byTestId(page, "p", "rewards-points")).toContain(`>${texts.points(summary.totalPoints)}<`);
      // The history's button before its sheet's code is there: placeholderTrigger over Button.
      const trigger = h(
        Button,
        { variant: "link", size: "sm", ...testId("rewards-history-open") },
        history.seeAll,
      ) as ReactElement<TriggerProps>;
      const placeholder = placeholderTrigger(trigger, {
        popup: "dialog",
        onOpen: () => {},
        preload: () => {},
      });
      expect(parts(byTestId(page, "button", "rewards-history-open"))).toEqual(parts(html(placeholder)));
      expect(page).toContain(
        html(
          h(
            "span",
            {
              className:
                "flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950/40 dark:text-amber-300",
            },
            h(GiftIcon, { className: "size-4", "aria-hidden": "true" }),
          ),
        ),
      );
      // The tabs and the points, against Tabs and the former `cn` expressions.
      const tabs = h(
        Tabs,
        { defaultValue: "recife" },
        h(
          TabsList,
          { className: "w-full" },
          CITIES.map((c) => h(TabsTrigger, { key: c.id, value: c.id, className: "flex-1" }, c.name)),
        ),
        CITIES.map((c) =>
          h(
            TabsContent,
            { key: c.id, value: c.id },
            h(
              "ul",
              { className: "space-y-2" },
              list
                .filter((p) => p.cityId === c.id)
                .map((p) =>
                  h(
                    "li",
                    { key: p.id },
                    h(
                      "button",
                      {
                        type: "button",
                        "data-testid": "reward-point",
                        "data-state": p.unlocked ? "unlocked" : "locked",
                        className: cn(
                          "flex w-full items-center gap-3 rounded-2xl border p-3 text-left transition-colors hover:bg-muted",
                          p.unlocked
                            ? "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950/40"
                            : "bg-card",
                        ),
                      },
                      h(
                        "span",
                        {
                          className: cn(
                            "flex size-10 shrink-0 items-center justify-center rounded-full",
                            p.unlocked ? "bg-amber-400 text-white" : "bg-muted text-muted-foreground",
                          ),
                        },
                        p.unlocked ? icons.unlocked : icons.locked,
                      ),
                      h(
                        "span",
                        { className: "min-w-0 flex-1" },
                        h("span", { className: "block truncate font-medium" }, p.name),
                        h(
                          "span",
                          { className: "block text-xs text-muted-foreground" },
                          p.unlocked ? points.unlockedState : points.lockedState,
                        ),
                      ),
                      h(
                        "span",
                        {
                          className:
                            "flex items-center gap-1 text-sm font-semibold text-amber-700 dark:text-amber-300",
                        },
                        icons.star,
                        p.points,
                      ),
                    ),
                  ),
                ),
            ),
          ),
        ),
      );
      expect(
        noIds(html(h(RewardPoints, { cities: CITIES, points: list, labels: points, looks, icons }))),
      ).toBe(
        noIds(
          html(
            h(
              "section",
              { "aria-labelledby": "discover-title" },
              h(
                "h2",
                { id: "discover-title", className: "mb-2 text-lg font-semibold" },
                points.discoverTitle,
              ),
              tabs,
            ),
          ),
        ),
      );
      expect(page).toContain('aria-labelledby="discover-title"');
    }
  });
});

describe("/transport drawn as the components drew it", () => {
  const boardingPoint = {
    id: "p1",
    name: "Igreja {Central}",
    address: "Rua A",
    latitude: null,
    longitude: null,
    time: "06:15",
  };
  const trip = (id: string, completed: boolean, open: boolean) => ({
    id,
    time: "06:00",
    origin: "Recife",
    destination: "Centro",
    busId: "BUS-1",
    direction: id === "t1" ? ("OUTBOUND" as const) : ("RETURN" as const),
    open,
    travellers: [
      {
        bookingId: `b-${id}`,
        userId: "u1",
        self: true,
        name: "Maria",
        memberCode: "T26-1",
        point: boardingPoint,
        pointLabel: "Embarque",
        completed,
        completedTime: completed ? "06:20" : null,
      },
    ],
  });
  const offer = (id: string, seatsLeft: number) => ({
    id,
    time: "17:00",
    origin: "Centro",
    destination: "Recife",
    busId: "BUS-2",
    direction: "RETURN" as const,
    seatsLeft,
    open: true,
    points: [boardingPoint],
    pointLabels: ["17:00 · Centro"],
    seatsLabel: seatsLeft === 0 ? "Lotado" : `${seatsLeft}`,
    travellers: [{ id: "u1", self: true, name: "Maria", blocked: null as null }],
  });

  test.each(locales)("%s: the badges, buttons, trip cards, seats and city select", async (l) => {
    setServerLocale(l);
    const labels = await transportLabels(l);
    const looks = transportLooks();
    const props: TransportScreenProps = {
      day: "2026-11-01",
      dayLabel: "domingo",
      dateShort: "01/11",
      prevDay: null,
      nextDay: "2026-11-02",
      cities: CITIES,
      city: "recife",
      qrs: {},
      groups: [
        { cityId: "recife", cityName: "Recife", trips: [trip("t1", false, true), trip("t2", true, false)] },
      ],
      offers: [offer("o1", 0), offer("o2", 3)],
      labels,
      availableHint: "Recife",
      header: null,
      looks,
    };
    const page = html(h(TransportScreen, props));
    const cards = [...page.matchAll(/<li[^>]*data-testid="trip-card"[^>]*>/g)].map((m) => m[0]);
    expect(cards.map((c) => /class="([^"]*)"/.exec(c)?.[1])).toEqual([
      cn("rounded-2xl border p-4 shadow-sm", "bg-card"),
      cn(
        "rounded-2xl border p-4 shadow-sm",
        "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40",
      ),
    ]);
    const badges = [...page.matchAll(/<span[^>]*data-testid="trip-direction"[^>]*>[^<]*<\/span>/g)].map(
      (m) => m[0],
    );
    expect(badges).toEqual([
      html(h(Badge, { variant: "secondary", ...testId("trip-direction") }, labels.outbound)),
      html(h(Badge, { variant: "outline", ...testId("trip-direction") }, labels.return)),
      html(h(Badge, { variant: "outline", ...testId("trip-direction") }, labels.return)),
      html(h(Badge, { variant: "outline", ...testId("trip-direction") }, labels.return)),
    ]);
    expect(byTestId(page, "button", "trip-card-open")).toBe(
      html(
        h(
          Button,
          { className: "flex-1", ...testId("trip-card-open") },
          h(QrCodeIcon, { "aria-hidden": "true" }),
          " ",
          labels.boardingCard,
        ),
      ),
    );
    expect(byTestId(page, "button", "trip-cancel")).toBe(
      html(h(Button, { variant: "outline", ...testId("trip-cancel") }, labels.cancel)),
    );
    const books = [...page.matchAll(/<button[^>]*data-testid="trip-offer-book"[^>]*>[^<]*<\/button>/g)].map(
      (m) => m[0],
    );
    expect(books).toEqual([
      html(h(Button, { disabled: true, ...testId("trip-offer-book") }, labels.book)),
      html(h(Button, { disabled: false, ...testId("trip-offer-book") }, labels.book)),
    ]);
    const seats = [...page.matchAll(/<p[^>]*data-testid="trip-offer-seats"[^>]*>/g)].map(
      (m) => /class="([^"]*)"/.exec(m[0])?.[1],
    );
    expect(seats).toEqual([
      cn("flex items-center gap-1.5 text-sm font-medium", "text-destructive"),
      cn("flex items-center gap-1.5 text-sm font-medium", false),
    ]);
    const select = element(page, "div", 'data-slot="native-select-wrapper"');
    expect(select).toBe(
      html(
        h(
          NativeSelect,
          { value: "recife", onChange: () => {}, ...testId("transport-city"), "aria-label": labels.city },
          CITIES.map((c) => h("option", { key: c.id, value: c.id }, c.name)),
        ),
      ),
    );
  });
});

describe("/payment: the step, the tabs and the PIX button drawn by the server", () => {
  test("its browser code has no Progress, Tabs' merging, Button or icon module", () => {
    const code = browserCode("app/(entry)/payment");
    expect(code).toContain("components/ui/tabs-base.tsx");
    expect(
      code.filter((f) =>
        /^components\/(ui\/(tabs|progress)\.tsx|registration\/payment-looks\.tsx|icons\/svg\/(qr-code|credit-card|circle-check))/.test(
          f,
        ),
      ),
    ).toEqual([]);
  });

  test.each(locales)("%s: as PaymentView drew them with Progress, Tabs and Button", async (l) => {
    setServerLocale(l);
    const t = serverTranslator(l, "registration") as unknown as (
      key: string,
      values?: Record<string, number>,
    ) => string;
    const label = t("step", { step: 5, total: 5 });
    const looks = paymentLooks(label);
    expect(html(h("div", null, looks.step))).toBe(
      html(
        h(
          "div",
          null,
          h(
            "div",
            null,
            h("p", { className: "text-sm text-muted-foreground" }, label),
            h(Progress, { value: 100, className: "mt-1 h-2", "aria-label": label }),
          ),
        ),
      ),
    );
    const page = html(
      h(NextIntlClientProvider, {
        locale: l,
        messages: allMessages[l],
        timeZone: "America/Recife",
        children: h(PaymentView, {
          orderId: "order1",
          planLabel: "Plano",
          daysLabel: "",
          amount: "R$ 10,00",
          payment: { provider: "simulated" } as PaymentClientConfig,
          looks,
        }),
      }),
    );
    const tabs = html(
      h(
        Tabs,
        { defaultValue: "pix" },
        h(
          TabsList,
          { className: "w-full" },
          h(
            TabsTrigger,
            { value: "pix", className: "flex-1", ...testId("tab-pix") },
            h(QrCodeIcon, { "aria-hidden": "true" }),
            " PIX",
          ),
          h(
            TabsTrigger,
            { value: "card", className: "flex-1", ...testId("tab-card") },
            h(CreditCardIcon, { "aria-hidden": "true" }),
            " ",
            t("card"),
          ),
        ),
      ),
    );
    expect(noIds(element(page, "div", 'role="tablist"'))).toBe(noIds(element(tabs, "div", 'role="tablist"')));
    expect(byTestId(page, "button", "pix-pay")).toBe(
      html(h(Button, { size: "lg", className: "w-full", disabled: true, ...testId("pix-pay") }, t("payPix"))),
    );
    const panels = [...page.matchAll(/<div[^>]*role="tabpanel"[^>]*>/g)].map(
      (m) => /class="([^"]*)"/.exec(m[0])?.[1],
    );
    expect(panels).toEqual([cn(TABS_CLASS.content, "space-y-4"), cn(TABS_CLASS.content, "space-y-3")]);
  });
});
