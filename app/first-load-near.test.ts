// The routes that were 0.2–7 KB over floor + 10 KB (docs/performance.md, "First-load JavaScript",
// "Near the goal"): what their browser code no longer carries. Walks the static imports (not
// `import type`, not `import()`) of every client module a page reaches.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DependentCard } from "@/components/dependents/dependent-card";
import type { DependentItem } from "@/components/dependents/dependents-list";
import { CalendarXIcon } from "@/components/icons/svg/calendar-x";
import { EyeIcon } from "@/components/icons/svg/eye";
import { Button } from "@/components/ui/button";
import { ROOT, isClientModule, reach, staticImports } from "@/tests/unit/import-graph";

const rel = (file: string) => (file.startsWith("/") ? path.relative(ROOT, file) : file);

/** Every file and package the page's browser code loads with it: its client modules and their imports. */
function browserCode(page: string): string[] {
  const clients = [...reach([page]).keys()]
    .filter((f) => f.startsWith("/") && isClientModule(rel(f)))
    .map(rel);
  expect(clients.length).toBeGreaterThan(0);
  return [...reach(clients).keys()].map(rel).sort();
}

const COMMON =
  /^(lib\/utils\.ts|components\/ui\/(button|badge|slot)\.tsx|components\/shell\/page-header\.tsx)$/;

describe("first-load JavaScript of the routes near the goal", () => {
  test("/receipts/[orderId]: the print button is drawn on the server, the browser has its click only", () => {
    const code = browserCode("app/(shell)/receipts/[orderId]/page.tsx");
    expect(code).toContain("components/payments/print-trigger.tsx");
    expect(isClientModule("components/payments/print-button.tsx")).toBe(false);
    expect(staticImports(path.join(ROOT, "components/payments/print-trigger.tsx"))).toEqual([]);
    expect(code.filter((f) => COMMON.test(f))).toEqual([]);
  });

  test("/menu: the logout question is the root's lazyOverlay; the page adds only the question", () => {
    // lazy-load.tsx is in every route's first load (the root's late parts load with it), so the
    // question's own code is its import() and its trigger: no loader of its own again, and neither
    // the dialog nor lazy-overlay.tsx's loaders of every UI overlay module.
    const layouts = new Set([...browserCode("app/layout.tsx"), ...browserCode("app/(shell)/layout.tsx")]);
    expect(layouts).toContain("components/ui/lazy-load.tsx");
    const own = browserCode("app/(shell)/menu/page.tsx").filter((f) => !layouts.has(f));
    expect(own).toEqual(["components/auth/logout-question.tsx"]);
    const question = path.join(ROOT, "components/auth/logout-question.tsx");
    expect(staticImports(question)).toContain("@/components/ui/lazy-load");
    const source = fs.readFileSync(question, "utf8");
    expect(source).toMatch(/lazyOverlay\(\(\) => import\("\.\/logout-dialog"\)/);
    expect(source).not.toMatch(/\?\?=|\.catch\(|useEffect/);
  });

  test("the root's first load catches the install offer only; the card's handling loads with the card", () => {
    const root = browserCode("app/layout.tsx");
    expect(root).toContain("lib/install-prompt.ts");
    expect(
      root.filter((f) => /^(lib\/install-offer\.ts|components\/pwa\/install-steps\.tsx)$/.test(f)),
    ).toEqual([]);
    const capture = fs.readFileSync(path.join(ROOT, "lib/install-prompt.ts"), "utf8");
    const exported = [...capture.matchAll(/^export (?:async )?(?:function|const|interface) (\w+)/gm)].map(
      (m) => m[1],
    );
    expect(exported.sort()).toEqual(["InstallPromptEvent", "installOffer", "setInstallOffer"]);
    // The push setting's advice needs the platform only, not the card's code.
    expect(browserCode("app/(shell)/settings/notifications/page.tsx")).not.toContain("lib/install-offer.ts");
  });

  test("/dashboard and /home: the countdown is drawn on the server; the browser has its clock only", () => {
    expect(isClientModule("components/entry/countdown.tsx")).toBe(false);
    for (const page of ["app/(shell)/dashboard/page.tsx", "app/(entry)/home/page.tsx"]) {
      const code = browserCode(page);
      expect(code).toContain("components/entry/countdown-clock.tsx");
      expect(code).toContain("lib/event-start.ts");
      expect(code.filter((f) => /^(hooks\/use-hydrated\.ts|lib\/event\.ts)$/.test(f))).toEqual([]);
    }
    expect(
      staticImports(path.join(ROOT, "components/entry/countdown-clock.tsx")).filter((s) => s !== "react"),
    ).toEqual(["@/lib/client-clock", "@/lib/event-start"]);
    expect(browserCode("app/(shell)/dashboard/page.tsx").filter((f) => COMMON.test(f))).toEqual([]);
  });

  test("/dependents: the cards, the header and their Button, Badge and cn are the server's", () => {
    expect(isClientModule("components/dependents/dependent-card.tsx")).toBe(false);
    const code = browserCode("app/(shell)/dependents/(list)/page.tsx");
    expect(code).toContain("components/dependents/dependents-list.tsx");
    expect(code.filter((f) => COMMON.test(f) || /^components\/icons\//.test(f))).toEqual([]);
    // lazyOverlay without the placeholder trigger it does not draw
    expect(code).toContain("components/ui/lazy-load.tsx");
    expect(code).not.toContain("components/ui/placeholder-trigger.tsx");
  });

  test("/dependents: both overlays come from one module, so the first load has one import() stub", () => {
    const code = browserCode("app/(shell)/dependents/(list)/page.tsx");
    for (const overlay of ["dependent-overlays", "dependent-sheet", "cancel-enrolments-dialog"])
      expect(code).not.toContain(`components/dependents/${overlay}.tsx`);
    const list = fs.readFileSync(path.join(ROOT, "components/dependents/dependents-list.tsx"), "utf8");
    expect([...list.matchAll(/\bimport\(\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["./dependent-overlays"]);
  });

  test("lazy-load.tsx is lazyOverlay alone: no helpers beside it, React its only import", () => {
    const file = path.join(ROOT, "components/ui/lazy-load.tsx");
    expect(staticImports(file)).toEqual(["react"]);
    const source = fs.readFileSync(file, "utf8");
    const exported = [...source.matchAll(/^export (?:async )?(?:function|const|let|class) (\w+)/gm)].map(
      (m) => m[1],
    );
    expect(exported).toEqual(["lazyOverlay"]);
    expect(source).not.toMatch(/Object\.assign|createElement/);
  });

  test("/help/[topicId], /terms, /event-info: the accordion's classes and chevron are the server's", () => {
    expect(isClientModule("components/ui/accordion.tsx")).toBe(false);
    const browser = fs.readFileSync(path.join(ROOT, "components/ui/accordion-items.tsx"), "utf8");
    // The parts' classes (the trigger's focus ring, the content's animations) and the icon.
    expect(browser).not.toMatch(/focus-visible|animate-accordion|border-b|lucide|<svg/);
    expect(fs.readFileSync(path.join(ROOT, "components/ui/accordion.tsx"), "utf8")).toMatch(
      /animate-accordion-down/,
    );
  });

  test("/dependents: a card's buttons are Button's markup", () => {
    const dependent = {
      id: "d1",
      fullName: "Ana Clara Souza",
      avatarUrl: null,
      age: 9,
      enrolments: [],
      texts: { relationship: "Filha", age: "9 anos" },
    } as unknown as DependentItem;
    const labels = { view: "Ver dados", cancelEnrolment: "Cancelar inscrições" } as never;
    const html = renderToStaticMarkup(createElement(DependentCard, { dependent, labels }));
    const view = renderToStaticMarkup(
      createElement(
        Button,
        { variant: "outline", size: "sm", onClick: () => {}, ...{ "data-testid": "dependent-view" } },
        createElement(EyeIcon, { className: "size-4", "aria-hidden": "true" }),
        " ",
        "Ver dados",
      ),
    );
    const cancel = renderToStaticMarkup(
      createElement(
        Button,
        {
          variant: "outline",
          size: "sm",
          className: "text-destructive hover:text-destructive",
          onClick: () => {},
          disabled: true,
          ...{ "data-testid": "dependent-cancel" },
        },
        createElement(CalendarXIcon, { className: "size-4", "aria-hidden": "true" }),
        " ",
        "Cancelar inscrições",
      ),
    );
    const attrs = (tag: string) => {
      const [, a = ""] = /^<button([^>]*)>/.exec(tag) ?? [];
      return [...a.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map((m) => `${m[1]}=${m[2] ?? ""}`).sort();
    };
    const buttons = [...html.matchAll(/<button[^>]*>.*?<\/button>/g)].map((m) => m[0]);
    expect(buttons).toHaveLength(2);
    expect(attrs(buttons[0]!)).toEqual(attrs(view));
    expect(buttons[0]!.replace(/^<button[^>]*>/, "")).toBe(view.replace(/^<button[^>]*>/, ""));
    expect(attrs(buttons[1]!)).toEqual(attrs(cancel));
    expect(buttons[1]!.replace(/^<button[^>]*>/, "")).toBe(cancel.replace(/^<button[^>]*>/, ""));
  });
});
