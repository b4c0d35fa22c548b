// Our Checkbox, Switch, RadioGroup, Tabs, Progress, Label and Button's Slot (components/ui) in
// place of Radix's (docs/performance.md, "First-load JavaScript", "Radix's small parts"): they
// draw the markup the shadcn parts on Radix drew (tests/unit/radix-parts.tsx, the old files) in
// each state, and no client code reaches Radix's packages through them. The keyboard, the labels
// and the hidden form input are tests/e2e/primitives.spec.ts' (written against Radix's first).
import fs from "node:fs";
import path from "node:path";
import { createElement as h, type ElementType, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Progress } from "@/components/ui/progress";
import { Slot } from "@/components/ui/slot";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import * as radix from "@/tests/unit/radix-parts";
import { ROOT, offenders } from "@/tests/unit/import-graph";

/**
 * Markup with ids replaced by their order of appearance (useId's differ, Radix prefixes its
 * own) and each element's attributes sorted (React writes them in the order each part spreads them).
 */
function normalise(html: string) {
  const ids = new Map<string, string>();
  return html
    .replace(/ (id|for|aria-controls|aria-labelledby)="([^"]+)"/g, (_, attr: string, id: string) => {
      if (!ids.has(id)) ids.set(id, `id${ids.size}`);
      return ` ${attr}="${ids.get(id)}"`;
    })
    .replace(
      /<([a-z0-9]+)((?: [^\s=>]+(?:="[^"]*")?)*)(\/?)>/g,
      (_, tag: string, attrs: string, end: string) => {
        const list = attrs.match(/ [^\s=>]+(?:="[^"]*")?/g) ?? [];
        return `<${tag}${list.sort().join("")}${end}>`;
      },
    );
}

const same = (ours: ReactElement, theirs: ReactElement) => {
  const html = renderToStaticMarkup(ours);
  expect(normalise(html)).toBe(normalise(renderToStaticMarkup(theirs)));
  return html;
};

const testId = (id: string) => ({ "data-testid": id });

describe("Radix's small parts, our own", () => {
  test("Checkbox: unchecked, checked, indeterminate, disabled, named and required, with a class", () => {
    const cases: Record<string, unknown>[] = [
      {},
      { checked: true },
      { checked: false },
      { checked: "indeterminate" },
      { defaultChecked: true },
      { checked: true, disabled: true },
      { disabled: true, className: "mt-0.5" },
      { name: "terms", value: "yes", required: true, id: "terms", ...testId("terms") },
      { checked: false, onCheckedChange: () => {}, "aria-invalid": true, form: "f" },
    ];
    for (const props of cases) {
      const html = same(h(Checkbox, props), h(radix.Checkbox, props));
      // Before hydration the hidden input is there (a form without JavaScript still gets it).
      expect(html).toMatch(
        /<button [^>]*role="checkbox"[^>]*>.*<\/button><input type="checkbox" aria-hidden="true"/,
      );
    }
    expect(renderToStaticMarkup(h(Checkbox, { checked: true }))).toContain('data-slot="checkbox-indicator"');
    expect(renderToStaticMarkup(h(Checkbox, { checked: false }))).not.toContain("checkbox-indicator");
  });

  test("Switch: unchecked, checked, disabled, named and required, with a class", () => {
    const cases: Record<string, unknown>[] = [
      {},
      { checked: true },
      { defaultChecked: true },
      { checked: false, disabled: true },
      { checked: true, disabled: true, id: "settings-push", ...testId("settings-push") },
      { name: "news", value: "1", required: true, className: "ml-auto" },
    ];
    for (const props of cases) {
      const html = same(h(Switch, props), h(radix.Switch, props));
      expect(html).toContain('role="switch"');
    }
  });

  test("RadioGroup: a value, none, a disabled item, a disabled and named group", () => {
    type Parts = Record<"RadioGroup" | "RadioGroupItem", ElementType>;
    const group = (parts: Parts, props: Record<string, unknown>, disabled?: string) =>
      h(
        parts.RadioGroup,
        { className: "gap-3", "aria-label": "Theme", ...props },
        ["system", "light", "dark"].map((v) =>
          h(
            "div",
            { key: v, className: "flex items-center gap-3" },
            h(parts.RadioGroupItem, {
              value: v,
              id: `t-${v}`,
              disabled: v === disabled,
              ...testId(`t-${v}`),
            }),
            h("label", { htmlFor: `t-${v}` }, v),
          ),
        ),
      );
    const ours: Parts = { RadioGroup, RadioGroupItem };
    for (const [props, disabled] of [
      [{ value: "light" }, undefined],
      [{ defaultValue: "dark" }, undefined],
      [{}, undefined],
      [{ value: "system" }, "dark"],
      [{ value: "dark", disabled: true, name: "theme", required: true }, undefined],
      [{ value: "light", orientation: "horizontal", className: "flex" }, undefined],
    ] as const) {
      const html = same(group(ours, props, disabled), group(radix, props, disabled));
      expect(html).toContain('role="radiogroup"');
    }
  });

  test("Tabs: the first selected, another, a disabled tab, with classes", () => {
    type Parts = Record<"Tabs" | "TabsList" | "TabsTrigger" | "TabsContent", ElementType>;
    const tabs = (parts: Parts, props: Record<string, unknown>) =>
      h(
        parts.Tabs,
        props,
        h(
          parts.TabsList,
          { className: "w-full" },
          h(parts.TabsTrigger, { value: "pix", className: "flex-1", ...testId("tab-pix") }, "Pix"),
          h(parts.TabsTrigger, { value: "card", className: "flex-1", ...testId("tab-card") }, "Card"),
          h(parts.TabsTrigger, { value: "cash", disabled: true }, "Cash"),
        ),
        h(parts.TabsContent, { value: "pix", className: "space-y-4" }, h("p", null, "Pix panel")),
        h(parts.TabsContent, { value: "card", className: "space-y-3" }, h("p", null, "Card panel")),
        h(parts.TabsContent, { value: "cash" }, "Cash panel"),
      );
    const ours: Parts = { Tabs, TabsList, TabsTrigger, TabsContent };
    for (const props of [
      { defaultValue: "pix" },
      { value: "card" },
      { defaultValue: "recife", className: "mt-2" },
    ]) {
      const html = same(tabs(ours, props), tabs(radix, props));
      expect(html).toContain('role="tablist"');
    }
    expect(renderToStaticMarkup(tabs(ours, { value: "card" }))).not.toContain("Pix panel");
  });

  test("Progress: empty, partial, full, out of range, with the indicator's class", () => {
    for (const props of [
      { value: null },
      { value: undefined },
      { value: 0 },
      { value: 42.5 },
      { value: 80, className: "mt-1 h-2", "aria-label": "Step 4 of 5" },
      { value: 100 },
      { value: 140 },
      { value: -3 },
      { value: Number.NaN },
      { value: 30, indicatorClassName: "bg-success" },
    ])
      expect(same(h(Progress, props), h(radix.Progress, props))).toContain('role="progressbar"');
  });

  test("Label: a label with the part's classes", () => {
    for (const props of [{ htmlFor: "x" }, { htmlFor: "y", className: "font-normal" }])
      same(h(Label, props, "Text"), h(radix.Label, props, "Text"));
  });

  test("Button asChild: the link drawn with the button's props merged as Radix's Slot merges them", () => {
    const link = (props: Record<string, unknown>) => h("a", { href: "/x", ...props }, "Go");
    for (const [buttonProps, childProps] of [
      [{ asChild: true }, {}],
      [{ asChild: true, variant: "outline", size: "lg", className: "w-full" }, { className: "underline" }],
      [{ asChild: true, style: { color: "red", margin: 1 } }, { style: { color: "blue" } }],
      [
        { asChild: true, "aria-label": "A", id: "b" },
        { id: "c", title: "t" },
      ],
      [{ asChild: false, type: "button" }, null],
    ] as const) {
      const child = childProps ? link(childProps) : "Go";
      same(h(Button, buttonProps, child), h(radix.Button, buttonProps, child));
    }
  });

  test("the Slot runs the child's handler, then the slot's; merges styles and joins classes", () => {
    const calls: string[] = [];
    const drawn = Slot({
      onClick: () => calls.push("slot"),
      className: "a",
      style: { color: "red", margin: 1 },
      title: "slot",
      children: h("a", {
        href: "/x",
        onClick: () => calls.push("child"),
        className: "b",
        style: { color: "blue" },
        title: "child",
      }),
    }) as ReactElement<{ onClick: () => void; className: string; style: object; title: string }>;
    drawn.props.onClick();
    expect(calls).toEqual(["child", "slot"]);
    expect(drawn.props.className).toBe("a b");
    expect(drawn.props.style).toEqual({ color: "blue", margin: 1 });
    expect(drawn.props.title).toBe("child");
    // Both refs get the node.
    const seen: unknown[] = [];
    const withRefs = Slot({
      ref: (n: unknown) => void seen.push(["slot", n]),
      children: h("a", { ref: (n: unknown) => void seen.push(["child", n]) }),
    }) as ReactElement<{ ref: (n: unknown) => void }>;
    withRefs.props.ref("node");
    expect(seen).toEqual([
      ["slot", "node"],
      ["child", "node"],
    ]);
  });
});

// Client code must not reach Radix's packages through these parts.
const RADIX = /^(radix-ui|@radix-ui\/)/;
const PARTS = ["checkbox", "switch", "radio-group", "tabs", "progress", "label", "button", "badge"].map(
  (p) => `components/ui/${p}.tsx`,
);

describe("no Radix in the first load through the small parts", () => {
  test("our parts import no Radix package (Button's asChild is components/ui/slot.tsx)", () => {
    expect(offenders(PARTS, RADIX)).toEqual([]);
    for (const part of PARTS)
      expect(offenders([part], /^components\/ui\/slot\.tsx$/).length).toBeLessThanOrEqual(1);
  });

  test("no source outside the tests imports these parts from Radix", () => {
    const walk = (dir: string, out: string[] = []): string[] => {
      for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
        const rel = path.join(dir, e.name);
        if (e.isDirectory()) walk(rel, out);
        else if (/\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)) out.push(rel);
      }
      return out;
    };
    const sources = ["app", "components", "hooks", "lib"].flatMap((d) => walk(d));
    expect(sources.length).toBeGreaterThan(100);
    const named =
      /import\s*\{[^}]*\b(Checkbox|Switch|RadioGroup|Tabs|Progress|Label|Slot)\b[^}]*\}\s*from\s*"radix-ui"/;
    const direct =
      /from\s*"@radix-ui\/react-(checkbox|switch|radio-group|tabs|progress|label|slot|roving-focus)"/;
    expect(
      sources.filter((f) => {
        const s = fs.readFileSync(path.join(ROOT, f), "utf8");
        return named.test(s) || direct.test(s);
      }),
    ).toEqual([]);
  });

  test.each([
    "app/(shell)/schedule/page.tsx",
    "app/(shell)/schedule/results/page.tsx",
    "app/(shell)/settings/notifications/page.tsx",
    "app/(shell)/profile/edit/page.tsx",
    "app/(shell)/rewards/page.tsx",
    "app/(shell)/dependents/instructions/page.tsx",
  ])("%s reaches no Radix package with its page", (page) => {
    expect(fs.existsSync(path.join(ROOT, page))).toBe(true);
    expect(offenders([page], RADIX)).toEqual([]);
  });
});
