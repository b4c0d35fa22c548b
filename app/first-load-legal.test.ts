// /terms and /dependents/instructions ship no `cn`, Button, cva, Input, Label or Checkbox in their
// first load (docs/performance.md, "First-load JavaScript", "/terms and the dependents'
// instructions drawn on the server"): their server components merge the classes and draw what does
// not change; the browser has the accordion's state, the delete button's open state (the question
// loads on the first tap) and the instructions' checkbox with its start button. This walks the
// client code and renders the server's screens against the components they replaced.
import fs from "node:fs";
import path from "node:path";
import { type ComponentProps, createElement as h, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import {
  DependentsInstructions,
  type DependentsInstructionsLabels,
} from "@/components/dependents/dependents-instructions";
import { CalendarCheckIcon } from "@/components/icons/svg/calendar-check";
import { DownloadIcon } from "@/components/icons/svg/download";
import { IdCardIcon } from "@/components/icons/svg/id-card";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { ShieldCheckIcon } from "@/components/icons/svg/shield-check";
import { Trash2Icon } from "@/components/icons/svg/trash";
import { MyData, type MyDataLabels } from "@/components/legal/my-data";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { ROOT, clientModules, isClientModule, reach } from "@/tests/unit/import-graph";

// AppLink reads the router while rendering (nothing is navigated here).
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const rel = (file: string) => (file.startsWith("/") ? path.relative(ROOT, file) : file);
const routeFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => /^(page|layout|loading|not-found|error)\.tsx$/.test(f))
    .map((f) => `${dir}/${f}`);

// What every shell route loads already (the root's and the shell's layouts' browser code).
const SHARED = new Set(
  [...reach(clientModules(["app/layout.tsx", "app/(shell)/layout.tsx"])).keys()].map(rel),
);
/** The route's client modules that the layouts above it do not load already. */
const ownClientModules = (dir: string) =>
  clientModules(routeFiles(dir))
    .filter((f) => !SHARED.has(f))
    .sort();

/** Every file and package the route's own client modules load with the page. */
function browserCode(dir: string): string[] {
  const clients = clientModules(routeFiles(dir));
  expect(clients.length).toBeGreaterThan(0);
  return [...reach(clients).keys()].map(rel).sort();
}

// Each of these was in the routes' first load (7.3 KB gzip beyond /menu on each, measured).
const BANNED =
  /^(class-variance-authority|clsx|tailwind-merge|radix-ui|@radix-ui\/|next-intl|use-intl|lib\/utils\.ts|lib\/toast\.ts|lib\/pwa\.ts|hooks\/use-api-action\.ts|hooks\/use-stored-value\.ts|lib\/registration\/draft\.ts|components\/ui\/(button|slot|input|label|checkbox|bubble-input|lazy-overlay|placeholder-trigger|alert-dialog)\.tsx|components\/shell\/page-header\.tsx)$/;

describe("/terms' first load", () => {
  const TERMS = "app/(shell)/terms";

  test("'Meus dados' is drawn by the server; the browser has the accordion and the delete button", () => {
    expect(isClientModule("components/legal/my-data.tsx")).toBe(false);
    expect(ownClientModules(TERMS)).toEqual([
      "components/legal/account-delete.tsx",
      "components/ui/accordion-items.tsx",
    ]);
    const code = browserCode(TERMS);
    expect(code).not.toContain("components/legal/account-delete-dialog.tsx");
    expect(code.filter((f) => BANNED.test(f))).toEqual([]);
  });

  test("the deletion question loads on the first tap, from its own module", () => {
    const island = fs.readFileSync(path.join(ROOT, "components/legal/account-delete.tsx"), "utf8");
    expect([...island.matchAll(/\bimport\(\s*"([^"]+)"/g)].map((m) => m[1])).toEqual([
      "./account-delete-dialog",
    ]);
    expect(isClientModule("components/legal/account-delete-dialog.tsx")).toBe(true);
  });
});

describe("/dependents/instructions' first load", () => {
  const INSTRUCTIONS = "app/(shell)/dependents/instructions";

  test("the screen is drawn by the server; the browser has the checkbox and the start button", () => {
    expect(isClientModule("components/dependents/dependents-instructions.tsx")).toBe(false);
    expect(ownClientModules(INSTRUCTIONS)).toEqual(["components/dependents/dependents-start.tsx"]);
    const code = browserCode(INSTRUCTIONS);
    expect(code).toContain("lib/registration/draft-key.ts");
    expect(code.filter((f) => BANNED.test(f) || f.startsWith("components/icons/"))).toEqual([]);
  });

  test("draft-key.ts holds the draft's key", async () => {
    const [draft, key] = await Promise.all([
      import("@/lib/registration/draft"),
      import("@/lib/registration/draft-key"),
    ]);
    expect(draft.DRAFT_STORAGE_KEY).toBe(key.DRAFT_STORAGE_KEY);
    expect(key.DRAFT_STORAGE_KEY).toBe("t26.registration");
  });
});

// Texts with characters HTML escapes, to see them drawn once and in place.
const text = (name: string) => `${name} <&> "x"`;

describe("the server's screens are the components' markup", () => {
  test("'Meus dados': Button's outline link and ghost button, the same section", () => {
    const keys = [
      "myData",
      "myDataText",
      "download",
      "delete",
      "deleteTitle",
      "deleteText",
      "cancel",
      "deleting",
      "deleteConfirm",
      "failed",
      "deleted",
      "confirmWord",
      "typeWord",
    ] as const;
    const labels = Object.fromEntries(keys.map((k) => [k, text(k)])) as unknown as MyDataLabels;
    // components/legal/my-data.tsx as it was, a client component drawing Button (the dialog is
    // portalled, nothing in place until it opens).
    const before = h(
      "section",
      { className: "space-y-3 rounded-2xl border bg-card p-4", "data-testid": "my-data" },
      h(
        "div",
        null,
        h("h2", { className: "text-lg font-bold" }, labels.myData),
        h("p", { className: "text-sm text-muted-foreground" }, labels.myDataText),
      ),
      h(
        Button,
        { asChild: true, variant: "outline", className: "w-full" },
        h(
          "a",
          { href: "/api/me/data-export", download: true, "data-testid": "data-export" },
          h(DownloadIcon, { className: "size-4", "aria-hidden": "true" }),
          " ",
          labels.download,
        ),
      ),
      h(
        Button,
        {
          variant: "ghost",
          className: "w-full text-destructive hover:bg-destructive/10 hover:text-destructive",
          onClick: () => {},
          "data-testid": "account-delete",
        } as ComponentProps<typeof Button>,
        h(Trash2Icon, { className: "size-4", "aria-hidden": "true" }),
        " ",
        labels.delete,
      ),
    );
    const after = renderToStaticMarkup(h(MyData, { labels }));
    expect(after).toBe(renderToStaticMarkup(before));
    expect(after).toContain('data-variant="ghost"');
  });

  test("the instructions: PageHeader, the rules, Checkbox, Label and Button (lg, disabled) as they drew them", () => {
    const t = Object.fromEntries(
      [
        "instructionsTitle",
        "instructionsText",
        "rule1",
        "rule2",
        "rule3",
        "rule4",
        "readAndUnderstood",
        "start",
      ].map((k) => [k, text(k)]),
    ) as unknown as DependentsInstructionsLabels;
    // components/dependents/dependents-instructions.tsx as it was, unticked.
    const icons = [ShieldCheckIcon, CalendarCheckIcon, IdCardIcon, MessageCircleIcon];
    const before = h(
      "div",
      { className: "mx-auto w-full max-w-2xl space-y-5 px-4 py-5" },
      h(PageHeader, { title: t.instructionsTitle, description: t.instructionsText }),
      h(
        "ul",
        { className: "space-y-3" },
        [t.rule1, t.rule2, t.rule3, t.rule4].map((rule, i) =>
          h(
            "li",
            { key: rule, className: "flex gap-3 rounded-2xl border bg-card p-4" },
            h(
              "span",
              {
                className:
                  "flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary",
              },
              h(icons[i]!, { className: "size-5", "aria-hidden": "true" }),
            ),
            h("p", { className: "text-sm leading-relaxed" }, rule),
          ),
        ),
      ),
      h(
        "div",
        { className: "flex items-start gap-3 rounded-2xl bg-muted/60 p-4" },
        h(Checkbox, {
          id: "dependents-read",
          checked: false,
          onCheckedChange: () => {},
          "data-testid": "dependents-read",
        } as ComponentProps<typeof Checkbox>),
        h(Label, { htmlFor: "dependents-read", className: "leading-snug" }, t.readAndUnderstood),
      ),
      h(
        Button,
        {
          size: "lg",
          className: "w-full",
          disabled: true,
          "data-testid": "dependents-start",
        } as ComponentProps<typeof Button>,
        t.start,
      ),
    );
    const after = renderToStaticMarkup(h(DependentsInstructions, { labels: t }));
    // Checkbox's server HTML has Radix's hidden input (invisible, aria-hidden, out of the tab order,
    // no name) until hydration finds no form around the box and removes it: the island draws the
    // box as it is once hydrated.
    const bubble =
      '<input type="checkbox" aria-hidden="true" tabindex="-1" style="position:absolute;pointer-events:none;opacity:0;margin:0;transform:translateX(-100%)" value="on"/>';
    const drawn = renderToStaticMarkup(h(Fragment, null, before));
    expect(drawn).toContain(bubble);
    expect(after).toBe(drawn.replace(bubble, ""));
    expect(after).toContain('role="checkbox"');
  });
});
