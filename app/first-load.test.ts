// What stays out of first-load JavaScript (docs/performance.md, "First-load JavaScript"): walks the
// static imports (not `import type`, not `import()`) of client code and fails naming the file that
// pulls a library back into a page's first load.
import fs from "node:fs";
import path from "node:path";
import { buttonVariants } from "@/components/ui/button";
import { RETRY_BUTTON_CLASS } from "@/components/states/error-state";
import { PRINT_BUTTON_CLASS, PrintButton } from "@/components/payments/print-button";
import { CONTINUE_CLASS } from "@/components/plans/plan-picker";
import { LOGOUT_BUTTON_CLASS } from "@/components/auth/logout-button";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import * as ours from "@/components/ui/accordion";
import { Accordion as RadixAccordion } from "radix-ui";
import * as lucideSvgs from "@/components/icons/lucide";
import * as shellIcons from "@/components/shell/shell-icons";
import { LanguagesSvg } from "@/components/i18n/in-portuguese-badge";
import type { LucideSvgProps } from "@/components/ui/lucide-svg";
import { NavigationSvg } from "@/components/maps/directions-links-view";
import { ShareButtonView } from "@/components/share/share-button-view";
import { shareButtonLook, shareIconClass, type ShareLook } from "@/components/share/share-button-class";
import { SHARE_LINK_CLASS } from "@/components/share/share-look";
import { ROOT, offenders, reach, staticImports } from "@/tests/unit/import-graph";
import * as lucide from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

function files(dir: string, name: RegExp, out: string[] = []): string[] {
  for (const e of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, e.name);
    if (e.isDirectory() && e.name !== "api") files(rel, name, out);
    else if (name.test(e.name)) out.push(rel);
  }
  return out;
}

const isClient = (file: string) =>
  /^\s*["']use client["']/.test(fs.readFileSync(path.join(ROOT, file), "utf8"));

describe("first-load JavaScript", () => {
  test("every route's error boundaries carry no lucide, tailwind-merge, Button or next/link", () => {
    // Each route loads the error.tsx above it (and global-error) with its first paint.
    const boundaries = [...files("app", /^error\.tsx$/), "app/global-error.tsx"];
    expect(boundaries.length).toBeGreaterThan(3);
    expect(
      offenders(boundaries, /^(lucide-react|tailwind-merge|next\/link|lib\/utils\.ts|components\/ui\/)/),
    ).toEqual([]);
    // Their texts are messages/<locale>/states-error.json: the rest of states.json (loading, lists,
    // 404s) would ride along in both chunks, three languages each.
    expect(offenders(boundaries, /^components\/states\/state-texts\.ts$/).length).toBeGreaterThan(0);
    const texts = staticImports(path.join(ROOT, "components/states/state-texts.ts")).filter((s) =>
      s.startsWith("@/messages/"),
    );
    expect(texts.sort()).toEqual(["en", "es", "pt"].map((l) => `@/messages/${l}/states-error.json`));
  });

  test("one error.tsx above each page, not one per level (each level is a chunk of its own)", () => {
    // The area folders under (shell) and (entry) had each their own copy of the same screen: the
    // group's error.tsx catches their failures, in the same place (their layouts are providers).
    const pages = files("app", /^page\.tsx$/);
    expect(pages.length).toBeGreaterThan(40);
    const levels = (page: string) => {
      const found: string[] = [];
      for (let dir = path.dirname(page); dir !== "."; dir = path.dirname(dir))
        if (fs.existsSync(path.join(ROOT, dir, "error.tsx"))) found.push(path.join(dir, "error.tsx"));
      return found;
    };
    expect(pages.filter((p) => levels(p).length > 1).map((p) => `${p}: ${levels(p).join(", ")}`)).toEqual([]);
  });

  test("the root 404 (every route's not-found boundary) reaches no client module", () => {
    expect(offenders(["app/not-found.tsx"], /^(lucide-react|next\/link|components\/ui\/sonner)/)).toEqual([]);
    const client = [...reach(["app/not-found.tsx"]).keys()].filter(
      (f) => f.startsWith("/") && isClient(path.relative(ROOT, f)),
    );
    expect(client).toEqual([]);
  });

  test("the splash's only browser code is its redirect (the screen is drawn on the server)", () => {
    const client = [...reach(["app/(entry)/page.tsx"]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f));
    expect(client).toEqual(["components/entry/splash-redirect.tsx"]);
  });

  test("the landing's share link brings no Button, cn, lucide or next-intl to the browser", () => {
    expect(
      offenders(
        ["components/entry/landing-share.tsx"],
        /^(lucide-react|tailwind-merge|next-intl|lib\/utils\.ts|components\/ui\/)/,
      ),
    ).toEqual([]);
  });

  test("the header and bottom bar load no lucide runtime (their icons are plain SVG)", () => {
    const shell = files("components/shell", /\.tsx$/).filter(isClient);
    expect(shell).toContain("components/shell/bottom-nav-bar.tsx");
    expect(offenders(shell, /^lucide-react/)).toEqual([]);
    // Nor the congress calendar (lib/participant-home.ts keeps the server's part of the shell rules).
    expect(offenders(shell, /^lib\/event\.ts$/)).toEqual([]);
  });

  test("the shell's SVG icons are lucide's, drawn the same", () => {
    const pairs = [
      [shellIcons.HouseSvg, lucide.HomeIcon],
      [shellIcons.UsersSvg, lucide.UsersIcon],
      [shellIcons.NewspaperSvg, lucide.NewspaperIcon],
      [shellIcons.CircleHelpSvg, lucide.HelpCircleIcon],
      [shellIcons.GiftSvg, lucide.GiftIcon],
      [shellIcons.MenuSvg, lucide.MenuIcon],
      [shellIcons.QrCodeSvg, lucide.QrCodeIcon],
      [shellIcons.BellSvg, lucide.BellIcon],
    ] as const;
    expect(pairs).toHaveLength(Object.keys(shellIcons).length);
    for (const [ours, theirs] of pairs)
      for (const className of ["size-5", "size-5 stroke-[2.5]"])
        expect(renderToStaticMarkup(createElement(ours, { className }))).toBe(
          renderToStaticMarkup(createElement(theirs, { className })),
        );
  });

  test("the badge's and the directions' icons are lucide's, drawn the same", () => {
    const variants: LucideSvgProps[] = [{ "aria-hidden": "true" }, { className: "size-3" }];
    for (const [ours, theirs] of [
      [LanguagesSvg, lucide.LanguagesIcon],
      [NavigationSvg, lucide.NavigationIcon],
    ] as const)
      for (const props of variants)
        expect(renderToStaticMarkup(createElement(ours, props))).toBe(
          renderToStaticMarkup(createElement(theirs, props)),
        );
  });

  test("components/icons/lucide.tsx draws each icon as lucide-react does", () => {
    const icons = Object.entries(lucideSvgs);
    expect(icons.length).toBeGreaterThan(5);
    const variants: Record<string, string | number>[] = [
      {},
      { className: "size-4" },
      { className: "size-4 text-muted-foreground", "aria-hidden": "true" },
      { className: "lucide size-5  mr-1" },
      { "aria-label": "Label", role: "img" },
      { strokeWidth: 3, "data-testid": "x" },
    ];
    for (const [name, ours] of icons) {
      const theirs = (lucide as unknown as Record<string, typeof ours | undefined>)[name];
      if (!theirs) throw new Error(`${name} is not a lucide-react icon`);
      for (const props of variants)
        expect(renderToStaticMarkup(createElement(ours, props))).toBe(
          renderToStaticMarkup(createElement(theirs, props)),
        );
    }
  });

  test("these screens draw lucide's icons without its runtime, and their client code no Button or cn", () => {
    // Their icons come from components/icons/lucide.tsx; their buttons are Button's classes written out.
    const screens = [
      "app/(entry)/home/page.tsx",
      "app/(entry)/plans/page.tsx",
      "app/(shell)/community/(topics)/page.tsx",
      "app/(shell)/help/(topics)/page.tsx",
      "app/(shell)/receipts/(list)/page.tsx",
      "app/(shell)/receipts/[orderId]/page.tsx",
    ];
    expect(offenders(screens, /^lucide-react/)).toEqual([]);
    const client = [...reach(screens).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f));
    expect(client).toContain("components/plans/plan-picker.tsx");
    expect(client).toContain("components/payments/print-trigger.tsx");
    // The link is a UI module without cn ("nothing reaches next/link" keeps it so).
    expect(
      offenders(
        client,
        /^(lib\/utils\.ts|components\/ui\/(?!(app-link|hydrate-later)\.tsx$)|radix-ui|next-intl)/,
      ),
    ).toEqual([]);
    // Nor the icons module (every icon of it would ship): the server parent draws the icon and passes it,
    // or the client draws it from its own module, components/icons/svg/<icon>.tsx.
    const everyClient = ["app", "components", "hooks"].flatMap((d) => files(d, /\.tsx?$/)).filter(isClient);
    expect(offenders(everyClient, /^components\/icons\/(?!svg\/)/)).toEqual([]);
  });

  test("the receipt's print button and the plans' continue button look like Button", () => {
    expect(PRINT_BUTTON_CLASS).toBe(cn(buttonVariants({ variant: "outline", className: "print:hidden" })));
    expect(CONTINUE_CLASS).toBe(cn(buttonVariants({ size: "lg" })));
    const before = createElement(
      Button,
      { variant: "outline", className: "print:hidden", ...{ "data-testid": "receipt-print" } },
      createElement(lucide.PrinterIcon, { "aria-hidden": "true" }),
      " ",
      "Print",
    );
    expect(
      renderToStaticMarkup(
        createElement(PrintButton, {
          label: "Print",
          icon: createElement(lucideSvgs.PrinterIcon, { "aria-hidden": "true" }),
        }),
      ),
    ).toBe(renderToStaticMarkup(before));
  });

  test("the error boundaries' retry button looks like Button", () => {
    expect(RETRY_BUTTON_CLASS).toBe(buttonVariants());
  });

  test("no client code loads zod with its page (schemas are imported on the first check)", () => {
    const client = ["app", "components", "hooks"].flatMap((d) => files(d, /\.tsx?$/)).filter(isClient);
    expect(client.length).toBeGreaterThan(50);
    expect(offenders(client, /^zod(\/|$)/)).toEqual([]);
  });

  test("no client code loads tailwind-merge (cn merges with lib/utils.ts' own table)", () => {
    const client = ["app", "components", "hooks"].flatMap((d) => files(d, /\.tsx?$/)).filter(isClient);
    expect(offenders(client, /^tailwind-merge(\/|$)/)).toEqual([]);
    // Nor any other source file: only lib/utils.test.ts, which holds `cn` to its answers.
    const all = ["app", "components", "hooks", "lib"].flatMap((d) => files(d, /\.tsx?$/));
    expect(
      all.filter(
        (f) =>
          !/\.test\.tsx?$/.test(f) &&
          /from "tailwind-merge"/.test(fs.readFileSync(path.join(ROOT, f), "utf8")),
      ),
    ).toEqual([]);
  });

  test("no client code loads libphonenumber's metadata (the server formats the number)", () => {
    const client = ["app", "components", "hooks"].flatMap((d) => files(d, /\.tsx?$/)).filter(isClient);
    expect(offenders(client, /^libphonenumber-js/)).toEqual([]);
  });

  test("nothing reaches next/link (components/ui/app-link.tsx is the app's link)", () => {
    // A server component drawing next/link makes it a client reference too: every route file counts.
    const client = ["app", "components", "hooks"].flatMap((d) => files(d, /\.tsx?$/)).filter(isClient);
    const routes = files("app", /^(page|layout|template|loading|not-found|error|global-error|default)\.tsx$/);
    expect(routes.length).toBeGreaterThan(40);
    expect(offenders([...client, ...routes], /^next\/link(\/|$)/)).toEqual([]);
    // The link itself is React and next/navigation (already in every page's first load), no cn.
    expect([...reach(["components/ui/app-link.tsx"]).keys()].slice(1).sort()).toEqual([
      "next/navigation",
      "react",
    ]);
  });

  test("the accordion is our own: no Radix, cn or lucide runtime on the screens that draw it", () => {
    // Radix's (collection, roving focus, presence, collapsible: ~12 KB gzip) and cn's merge table
    // (~3) were /help/[topicId]'s, /event-info's and /terms' largest client code.
    const screens = [
      "app/(shell)/help/[topicId]/page.tsx",
      "app/(entry)/event-info/page.tsx",
      "app/(shell)/terms/page.tsx",
    ];
    for (const screen of screens)
      expect(offenders([screen], /^components\/ui\/accordion-items\.tsx$/)).toHaveLength(1);
    // The classes and the chevron are drawn by the server (./accordion.tsx); the browser's part
    // imports React only.
    expect(isClient("components/ui/accordion.tsx")).toBe(false);
    expect(
      [...reach(["components/ui/accordion-items.tsx"]).keys()]
        .slice(1)
        .map((f) => (f.startsWith("/") ? path.relative(ROOT, f) : f))
        .sort(),
    ).toEqual(["react"]);
    // A help topic's only browser code is the accordion's state and the link.
    const topic = "app/(shell)/help/[topicId]/page.tsx";
    const client = [...reach([topic]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f))
      .sort();
    expect(client).toEqual(["components/ui/accordion-items.tsx", "components/ui/app-link.tsx"]);
    // Nor its 404 (the segment's not-found.tsx is in the route's first load too).
    expect(offenders([topic, "app/(shell)/help/[topicId]/not-found.tsx"], /^lucide-react/)).toEqual([]);
  });

  test("the homes' pass keeping loads with the install card, after hydration", () => {
    // components/pwa/home-later.tsx: KeepPassOffline waits for load and idle anyway.
    const home = "app/(shell)/dashboard/page.tsx";
    const client = [...reach([home]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f));
    expect(client).toContain("components/pwa/install-prompt-later.tsx");
    expect(
      offenders(client, /^(lib\/pwa\.ts|components\/pwa\/(keep-pass-offline|home-later)\.tsx)$/),
    ).toEqual([]);
  });

  test("the accordion draws Radix's markup (ids aside)", () => {
    const items = [
      ["a", "First question", "First answer"],
      ["b", "Second question", "Second answer"],
    ] as const;
    const h = createElement;
    const mine = h(ours.Accordion, {
      className: "rounded-2xl border",
      ...{ "data-testid": "acc" },
      items: items.map(([value, question, answer]) => ({
        value,
        props: { "data-testid": "item" },
        trigger: question,
        content: answer,
        className: "space-y-3",
      })),
    });
    // The shadcn part this replaces, as it was (components/ui/accordion.tsx before 2026-11-26).
    const trigger =
      "flex min-h-11 flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180";
    const radix = h(
      RadixAccordion.Root,
      {
        type: "single",
        collapsible: true,
        className: "rounded-2xl border",
        ...{ "data-testid": "acc", "data-slot": "accordion" },
      },
      items.map(([value, question, answer]) =>
        h(
          RadixAccordion.Item,
          {
            key: value,
            value,
            ...{ "data-testid": "item", "data-slot": "accordion-item" },
            className: cn("border-b last:border-b-0"),
          },
          h(
            RadixAccordion.Header,
            { className: "flex" },
            h(
              RadixAccordion.Trigger,
              { className: cn(trigger), ...{ "data-slot": "accordion-trigger" } },
              question,
              h(lucide.ChevronDownIcon, {
                className:
                  "pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200",
                "aria-hidden": "true",
              }),
            ),
          ),
          h(
            RadixAccordion.Content,
            {
              className:
                "overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down",
              ...{ "data-slot": "accordion-content" },
            },
            h("div", { className: cn("pt-0 pb-4", "space-y-3") }, answer),
          ),
        ),
      ),
    );
    // Attributes compared as sets per element (React orders them as each component spreads them);
    // ids replaced by their role; Radix's collection marker and its closed-content style (its
    // height variables, set again when it opens) are Radix's own bookkeeping.
    const normalise = (html: string) => {
      const ids = new Map<string, string>();
      return html
        .replace(/ data-radix-collection-item=""/g, "")
        .replace(/ style="--radix-accordion-content-height:[^"]*"/g, "")
        .replace(/ (id|aria-controls|aria-labelledby)="([^"]+)"/g, (_, attr: string, id: string) => {
          if (!ids.has(id)) ids.set(id, `id${ids.size}`);
          return ` ${attr}="${ids.get(id)}"`;
        })
        .replace(/<([a-z0-9]+)((?: [^\s=>]+(?:="[^"]*")?)*)>/g, (_, tag: string, attrs: string) => {
          const list = attrs.match(/ [^\s=>]+(?:="[^"]*")?/g) ?? [];
          return `<${tag}${list.sort().join("")}>`;
        });
    };
    const html = renderToStaticMarkup(mine);
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('role="region"');
    expect(normalise(html)).toBe(normalise(renderToStaticMarkup(radix)));
  });

  test("next-auth's client loads when the logout question opens, not with /menu", () => {
    const file = "components/auth/logout-button.tsx";
    expect(offenders([file], /^next-auth(\/|$)/)).toEqual([]);
    const dialog = "components/auth/logout-dialog.tsx";
    expect(offenders([dialog], /^next-auth(\/|$)/)).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, dialog), "utf8")).toMatch(/import\("next-auth\/react"\)/);
  });

  test("next-auth's client is never in a route's first load (the code screens fetch it on open)", () => {
    const routes = files("app", /^(page|layout|template)\.tsx$/);
    expect(routes.length).toBeGreaterThan(30);
    expect(offenders(routes, /^next-auth\/react$/)).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, "lib/auth-client.ts"), "utf8")).toMatch(
      /import\("next-auth\/react"\)/,
    );
  });

  test("/menu's logout question, toast and offline cleanup load on the first tap", () => {
    expect(isClient("components/auth/logout-button.tsx")).toBe(false); // the button is the server's
    const file = "components/auth/logout-question.tsx";
    // Only the button and lazy-load.tsx's core: not the dialog, nor lazy-overlay.tsx's loaders of
    // every UI overlay module.
    expect(
      offenders(
        [file],
        /^(components\/auth\/logout-dialog|components\/ui\/(lazy-overlay|alert-dialog)|lib\/(pwa|toast))\.tsx?$/,
      ),
    ).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toMatch(/import\("\.\/logout-dialog"\)/);
  });

  test("a screen with only its own lazy overlays does not carry lazy-overlay.tsx's UI loaders", () => {
    for (const file of [
      "components/dependents/dependents-list.tsx",
      "components/profile/profile-edit-form.tsx",
      "components/community/overlays.ts",
      "components/schedule/lazy-event-dialog.ts",
    ])
      expect(offenders([file], /^components\/ui\/lazy-overlay\.tsx$/)).toEqual([]);
  });

  test("/menu's browser code is the logout button and the link, without Button, cn or lucide", () => {
    const menu = "app/(shell)/menu/page.tsx";
    const client = [...reach([menu]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f))
      .sort();
    expect(client).toContain("components/auth/logout-question.tsx");
    expect(offenders([menu], /^lucide-react/)).toEqual([]);
    expect(
      offenders(client, /^(lib\/utils\.ts|components\/ui\/(button|alert-dialog)\.tsx|radix-ui|next-intl)/),
    ).toEqual([]);
    // The trigger looks like Button's outline, large, with the red classes it was given.
    expect(LOGOUT_BUTTON_CLASS).toBe(
      cn(
        buttonVariants({
          variant: "outline",
          size: "lg",
          className:
            "w-full border-red-200 text-red-600 hover:bg-red-50 hover:text-red-700 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300",
        }),
      ),
    );
  });

  test("/dashboard's browser code carries no Button, cn or lucide (the install card loads after hydration)", () => {
    const dashboard = "app/(shell)/dashboard/page.tsx";
    const client = [...reach([dashboard]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f))
      .sort();
    expect(client).toContain("components/pwa/install-prompt-later.tsx");
    expect(client).not.toContain("components/pwa/install-prompt-card.tsx");
    expect(offenders([dashboard], /^lucide-react/)).toEqual([]);
    expect(offenders(client, /^(lib\/utils\.ts|components\/ui\/button\.tsx|radix-ui|next-intl)/)).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, "components/pwa/install-prompt-later.tsx"), "utf8")).toMatch(
      /import\("\.\/home-later"\)/,
    );
    expect(fs.readFileSync(path.join(ROOT, "components/pwa/home-later.tsx"), "utf8")).toMatch(
      /from "\.\/install-prompt-card"/,
    );
  });

  test("the share button draws Button's markup in each look, its look computed by the caller", () => {
    const labels = {
      share: "Share",
      shareItem: "Share Title",
      copied: "Copied",
      copiedText: "Link copied",
      copyFailed: "Failed",
    };
    const target = { title: "Title", url: "/news/1" };
    for (const look of ["icon", "button", "link"] as ShareLook[])
      for (const className of [undefined, "self-start"]) {
        // ShareButtonView as it was: Button with these props.
        const before = createElement(
          Button,
          {
            type: "button",
            variant: look === "icon" ? "ghost" : look === "link" ? "link" : "outline",
            size: look === "icon" ? "icon" : "sm",
            className: cn(
              look === "icon" && "size-9 rounded-full text-muted-foreground",
              look === "link" && SHARE_LINK_CLASS,
              className,
            ),
            "aria-label": look === "icon" ? labels.shareItem : undefined,
            ...{ "data-testid": "share" },
          },
          createElement(lucide.Share2Icon, { className: shareIconClass(look), "aria-hidden": "true" }),
          look !== "icon" && labels.share,
        );
        const now = createElement(ShareButtonView, {
          ...target,
          look,
          labels,
          button: shareButtonLook(look, className),
          icon: createElement(lucideSvgs.Share2Icon, {
            className: shareIconClass(look),
            "aria-hidden": "true",
          }),
        });
        expect(renderToStaticMarkup(now)).toBe(renderToStaticMarkup(before));
      }
  });

  test("/event-info's browser code carries no Button, cn, lucide or next-intl", () => {
    const page = "app/(entry)/event-info/page.tsx";
    const client = [...reach([page]).keys()]
      .filter((f) => f.startsWith("/") && isClient(path.relative(ROOT, f)))
      .map((f) => path.relative(ROOT, f));
    expect(client).toContain("components/share/share-button-view.tsx");
    expect(offenders([page], /^lucide-react/)).toEqual([]);
    expect(offenders(client, /^(lib\/utils\.ts|components\/ui\/button\.tsx|radix-ui|next-intl)/)).toEqual([]);
  });

  test("the QR decoder loads when the camera opens", () => {
    expect(offenders(["components/checkin/qr-scanner.tsx"], /^@zxing\//)).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, "components/checkin/qr-scanner.tsx"), "utf8")).toMatch(
      /await import\("@zxing\/browser"\)/,
    );
  });

  // Dialogs, sheets, alert dialogs, menus and selects closed at first paint load on their first
  // open (components/ui/lazy-overlay.tsx): Radix's overlay layer (react-remove-scroll, focus scope,
  // dismissable layer), its menus and floating-ui are not in these routes' first load.
  const OVERLAY_ROUTES = [
    "app/(shell)/community/feed/page.tsx",
    "app/(shell)/community/post/[postId]/page.tsx",
    "app/(entry)/login/page.tsx",
    "app/(shell)/transport/page.tsx",
    "app/(shell)/rewards/page.tsx",
    "app/(shell)/schedule/page.tsx",
    "app/(shell)/schedule/results/page.tsx",
    "app/(shell)/terms/page.tsx",
    "app/(shell)/menu/page.tsx",
    "app/(shell)/dashboard-evento/page.tsx",
    "app/(shell)/my-profile/page.tsx",
    "app/(shell)/community/profile/[userId]/page.tsx",
    "app/(shell)/dependents/(list)/page.tsx",
    "app/(shell)/profile/edit/page.tsx",
    "app/checkin/page.tsx",
  ];
  const OVERLAY_CODE =
    /^(components\/ui\/(dialog|alert-dialog|sheet|dropdown-menu|select)\.tsx|@radix-ui\/react-(dialog|alert-dialog|dropdown-menu|menu|select|popper|focus-scope|dismissable-layer|radio-group)|react-remove-scroll|@floating-ui\/)/;

  test.each(OVERLAY_ROUTES)("%s loads no dialog, sheet, menu or select code with its page", (page) => {
    expect(fs.existsSync(path.join(ROOT, page))).toBe(true);
    expect(offenders([page], OVERLAY_CODE)).toEqual([]);
  });

  test("the lazy overlays import their UI modules with import() only", () => {
    const source = fs.readFileSync(path.join(ROOT, "components/ui/lazy-overlay.tsx"), "utf8");
    for (const ui of ["dialog", "alert-dialog", "sheet", "dropdown-menu", "select"])
      expect(source).toContain(`import("./${ui}")`);
    expect(offenders(["components/ui/lazy-overlay.tsx"], OVERLAY_CODE)).toEqual([]);
  });
});
