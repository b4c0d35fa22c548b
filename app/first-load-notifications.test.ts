// /notifications and /settings/notifications drawn on the server (docs/performance.md, "First-load
// JavaScript", "The notifications and their settings drawn on the server"): their browser code has
// no `cn`, Button, Badge, cva, PageHeader or Label; the settings draw the Base parts of Switch and
// RadioGroup with classes merged by the server; the notifications' pull indicator and failed-refresh
// message load after hydration. This walks the client code and renders both screens against the
// components they stopped importing.
import fs from "node:fs";
import path from "node:path";
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BellIcon } from "@/components/icons/svg/bell";
import { CheckCheckIcon } from "@/components/icons/svg/check-check";
import { notificationsLabels } from "@/components/notifications/notifications-labels";
import { notificationsLooks } from "@/components/notifications/notifications-looks";
import { NotificationsView } from "@/components/notifications/notifications-view";
import { SettingsForm } from "@/components/settings/settings-form";
import { settingsLabels } from "@/components/settings/settings-labels";
import { LABEL_CLASS, settingsLooks } from "@/components/settings/settings-looks";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Switch } from "@/components/ui/switch";
import { SWITCH_CLASS } from "@/components/ui/switch-class";
import { locales } from "@/lib/i18n/config";
import { cn } from "@/lib/utils";
import { ROOT, browserCode as routeBrowserCode, routeFiles } from "@/tests/unit/import-graph";
import { byTestId, parts } from "@/tests/unit/html-parts";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
jest.mock("next/navigation", () => ({ useRouter: () => ({}) }));

/** Every file and package the route's browser code loads with the page: its client modules and their imports. */
const browserCode = (dir: string) => routeBrowserCode(routeFiles(dir, /^(page|layout|loading)\.tsx$/));

// Slot's module is the settings' (RadioGroup composes its refs with it), not Button's any more.
const MERGED =
  /^(class-variance-authority|next-intl|use-intl|lib\/utils\.ts|components\/ui\/(button|badge|label|switch|radio-group)\.tsx|components\/shell\/page-header\.tsx)$/;

describe("first-load JavaScript of /notifications and /settings/notifications", () => {
  test("/notifications: no cn, Button, Badge or PageHeader; the pull and the error load later", () => {
    const code = browserCode("app/(shell)/notifications");
    expect(code).toContain("components/notifications/notifications-view.tsx");
    expect(code.filter((f) => MERGED.test(f) || f === "components/ui/slot.tsx")).toEqual([]);
    expect(
      code.filter((f) =>
        /^components\/(states\/(list-error|pull-to-refresh)|notifications\/notifications-(later|looks|labels))\.tsx?$/.test(
          f,
        ),
      ),
    ).toEqual([]);
    const view = fs.readFileSync(path.join(ROOT, "components/notifications/notifications-view.tsx"), "utf8");
    expect([...view.matchAll(/\bimport\(\s*"([^"]+)"/g)].map((m) => m[1])).toEqual(["./notifications-later"]);
  });

  test("/settings/notifications: no cn, Button, Label, PageHeader, install steps or theme module", () => {
    const code = browserCode("app/(shell)/settings/notifications");
    expect(code).toEqual(
      expect.arrayContaining([
        "components/settings/settings-form.tsx",
        "components/ui/switch-base.tsx",
        "components/ui/radio-group-base.tsx",
      ]),
    );
    expect(code.filter((f) => MERGED.test(f))).toEqual([]);
    expect(
      code.filter((f) =>
        /^(lib\/theme\.ts|components\/pwa\/install-steps\.tsx|components\/settings\/settings-(looks|labels)\.tsx?)$/.test(
          f,
        ),
      ),
    ).toEqual([]);
  });
});

const html = (node: ReactElement) => renderToStaticMarkup(node);

const NOW = "2026-10-25T12:00:00.000Z";
const ITEMS = [
  {
    id: "n1",
    type: "contact",
    key: "contactRequest",
    title: "Ana quer falar com você",
    description: "Pedido de contato",
    link: null,
    actions: true,
    contactStatus: "PENDING",
    readAt: null,
    createdAt: NOW,
  },
  {
    id: "n2",
    type: "news",
    key: "news",
    title: "Nova notícia",
    description: "Leia",
    link: "/news/1",
    actions: false,
    contactStatus: null,
    readAt: NOW,
    createdAt: NOW,
  },
  {
    id: "n3",
    type: "contact",
    key: "contactRequest",
    title: "Bia",
    description: "Pedido",
    link: null,
    actions: false,
    contactStatus: "APPROVED",
    readAt: NOW,
    createdAt: NOW,
  },
];

describe("the server's looks draw what the components drew", () => {
  test.each(locales)("%s: /notifications' header, buttons, badge, cards and empty states", async (l) => {
    setServerLocale(l);
    const labels = await notificationsLabels(l);
    const looks = notificationsLooks(labels);
    const view = (initial: unknown[]) =>
      html(h(NotificationsView, { initial: initial as never, labels, looks, locale: l }));
    const full = view(ITEMS);

    const markAll = html(
      h(
        Button,
        {
          variant: "outline",
          size: "sm",
          className: "ml-auto",
          disabled: false,
          ...{ "data-testid": "notifications-mark-all" },
        },
        h(CheckCheckIcon, { className: "size-4", "aria-hidden": "true" }),
        " ",
        labels.markAll,
      ),
    );
    expect(parts(byTestId(full, "button", "notifications-mark-all"))).toEqual(parts(markAll));
    // PageHeader with its action: the row's classes merged as it merged them.
    const header = html(
      h(PageHeader, {
        title: labels.title,
        description: "x",
        descriptionTestId: "notifications-summary",
        className: "flex-wrap items-end gap-x-3 gap-y-2",
        action: "y",
      }),
    );
    expect(full).toContain(header.slice(0, header.indexOf("</h1>")));
    expect(full).toContain(`<p class="text-sm text-muted-foreground" data-testid="notifications-summary">`);

    for (const [id, props] of [
      ["notification-approve", {}],
      ["notification-reject", { variant: "outline" }],
    ] as const)
      expect(parts(byTestId(full, "button", id))).toEqual(
        parts(
          html(
            h(
              Button,
              { size: "sm", ...props, disabled: false, ...{ "data-testid": id } },
              id.endsWith("approve") ? labels.approve : labels.reject,
            ),
          ),
        ),
      );
    expect(parts(byTestId(full, "span", "notification-new"))).toEqual(
      parts(
        html(
          h(
            Badge,
            {
              className: "shrink-0 bg-primary text-primary-foreground",
              ...{ "data-testid": "notification-new" },
            },
            labels.newBadge,
          ),
        ),
      ),
    );
    // The unread card, the read one, the tabs and the decided request: the classes cn gave them.
    expect(full).toContain(
      'class="flex cursor-pointer gap-3 rounded-2xl border p-4 text-left transition hover:bg-muted/60 border-primary/30 bg-primary/5"><span class="flex size-10 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-950/40 dark:text-emerald-300"><svg',
    );
    expect(full).toContain(
      'class="flex cursor-pointer gap-3 rounded-2xl border p-4 text-left transition hover:bg-muted/60 bg-card"><span class="flex size-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700',
    );
    expect(full).toContain(
      `aria-selected="true" data-testid="notifications-filter-all" class="rounded-lg px-2 py-2 text-sm font-medium transition bg-background text-foreground shadow-sm">${labels.all}</button>`,
    );
    expect(full).toContain(
      `data-testid="notifications-filter-read" class="rounded-lg px-2 py-2 text-sm font-medium transition text-muted-foreground hover:text-foreground">`,
    );
    expect(full).toContain(
      `<p class="mt-2 text-xs font-semibold text-emerald-700 dark:text-emerald-300" data-testid="notification-decided">${labels.statusApproved}</p>`,
    );
    expect(view([])).toContain(
      html(
        h(EmptyState, { icon: BellIcon, "data-testid": "notifications-empty", children: labels.emptyAll }),
      ),
    );
    expect(full).not.toContain("pull-indicator");
  });

  test.each(locales)("%s: /settings' switches, labels, radios and save button", async (l) => {
    setServerLocale(l);
    const labels = await settingsLabels();
    const looks = settingsLooks(labels);
    const initial = {
      notifyCommunity: true,
      notifySchedule: false,
      notifyNews: true,
      notifyUserContact: true,
      locale: l,
      theme: "dark" as const,
    };
    const form = html(h(SettingsForm, { initial, labels, looks }));

    expect(html(h(Label, {}))).toBe(`<label data-slot="label" class="${LABEL_CLASS}"></label>`);
    // /profile/edit draws SwitchBase with Switch's classes as they are: what cn makes of them.
    expect(cn(SWITCH_CLASS)).toBe(SWITCH_CLASS);
    const t = labels.settings;
    // A category: Label with its two lines, then Switch (its hidden input before hydration too).
    const label = html(
      h(
        Label,
        { htmlFor: "settings-notifySchedule", className: "flex flex-col items-start gap-0.5" },
        h("span", { className: "font-medium" }, t.schedule),
        h("span", { className: "text-sm font-normal text-muted-foreground" }, t.scheduleText),
      ),
    );
    const control = html(
      h(Switch, {
        id: "settings-notifySchedule",
        checked: false,
        onCheckedChange: () => {},
        ...{ "data-testid": "settings-notifySchedule" },
      }),
    );
    expect(form).toContain(label + control);
    // The push setting before its check: busy, disabled.
    expect(form).toContain(
      html(
        h(Switch, {
          id: "settings-push",
          checked: false,
          disabled: true,
          ...{ "data-testid": "settings-push" },
        }),
      ),
    );
    // The language and the theme: RadioGroup (gap-3), its items, their labels.
    const languages = html(
      h(
        RadioGroup,
        { value: l, className: "gap-3" },
        ...(["pt", "en", "es"] as const).map((x) =>
          h(
            "div",
            { key: x, className: "flex items-center gap-3" },
            h(RadioGroupItem, {
              value: x,
              id: `settings-locale-${x}`,
              ...{ "data-testid": `settings-locale-${x}` },
            }),
            h(Label, { htmlFor: `settings-locale-${x}`, className: "font-normal" }, t[x]),
          ),
        ),
      ),
    );
    expect(form).toContain(languages);
    expect(form).toContain(
      html(
        h(
          Label,
          { htmlFor: "settings-theme-dark", className: "flex items-center gap-2 font-normal" },
          ...[looks.themes[2]!.label],
        ),
      ),
    );
    expect(form).toContain('role="radiogroup"');
    expect(form).toContain(`aria-label="${labels.theme.title}"`);
    expect(parts(byTestId(form, "button", "settings-save"))).toEqual(
      parts(
        html(
          h(
            Button,
            { size: "lg", className: "w-full", disabled: false, ...{ "data-testid": "settings-save" } },
            t.save,
          ),
        ),
      ),
    );
    expect(form).toContain(`<div><h1 class="text-2xl font-bold">${t.title}</h1></div>`);
  });
});
