// /login and /login/validation ship no next-intl client code (provider, translator), no messages
// in their HTML, no `cn` and no Button (docs/performance.md, "First-load JavaScript", "The sign-in
// screens translated and drawn on the server"): their server pages pass the texts and the merged
// classes (components/auth/login-labels.ts) to the form, the code screen and the code pieces, which
// /register/validation and the staff's second factor share. This walks the client code, checks the
// texts read as next-intl's, and the markup as Label's, Input's and Button's.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createTranslator } from "use-intl/core";
import { CodeCheckPanel } from "@/components/auth/code-check-panel";
import { CodeCountdown } from "@/components/auth/code-countdown";
import { CodeInput, type CodeState } from "@/components/auth/code-input";
import { LoginForm } from "@/components/auth/login-form";
import {
  codeCheckLabels,
  codeCheckPanelLabels,
  codeCountdownLabels,
  codeInputLabels,
  loginFormLabels,
  loginValidationLabels,
} from "@/components/auth/login-labels";
import { registrationValidationLabels } from "@/components/registration/registration-labels";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { CodeCheck } from "@/hooks/use-code-check";
import { COUNTRY_CODES } from "@/lib/country-codes";
import { locales, type AppLocale } from "@/lib/i18n/config";
import { fillIn } from "@/lib/i18n/fill-in";
import { formatPlural } from "@/lib/i18n/plural";
import { allMessages } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { LOGIN_LIMITS } from "@/lib/validations/limits";
import { ROOT, clientModules, isClientModule, offenders } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
// The form and the links read the router while rendering (nothing is navigated here).
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const ENTRY = "app/(entry)";
const ROUTES = {
  login: { dir: `${ENTRY}/login`, client: "components/auth/login-form.tsx" },
  validation: { dir: `${ENTRY}/login/validation`, client: "components/auth/login-validation.tsx" },
  register: {
    dir: `${ENTRY}/register/validation`,
    client: "components/registration/registration-validation.tsx",
  },
} as const;
// What the routes load later: the country picker's Radix select (components/ui/lazy-overlay.tsx).
const LAZY = ["components/ui/select.tsx"];
const LABELS = /^components\/(auth\/login|registration\/registration)-labels\.ts$/;

const routeFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => /^(page|loading|not-found|error)\.tsx$/.test(f))
    .map((f) => `${dir}/${f}`);
// The layouts and the error boundary above both routes: their client code is in the first load too.
const ABOVE = ["app/layout.tsx", `${ENTRY}/layout.tsx`, `${ENTRY}/error.tsx`];

describe("/login, /login/validation and /register/validation without next-intl, cn or Button in the browser", () => {
  test("no layout above the routes gives the messages", () => {
    for (const dir of [
      ROUTES.validation.dir,
      ROUTES.login.dir,
      ROUTES.register.dir,
      `${ENTRY}/register`,
      ENTRY,
      "app",
    ]) {
      const layout = path.join(ROOT, dir, "layout.tsx");
      if (fs.existsSync(layout))
        expect({ dir, source: fs.readFileSync(layout, "utf8") }).not.toEqual({
          dir,
          source: expect.stringMatching(
            /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
          ),
        });
    }
  });

  test.each(Object.entries(ROUTES))("%s: its client code reaches none of them", (_, route) => {
    const client = clientModules([...routeFiles(route.dir), ...ABOVE]);
    expect(client).toContain(route.client);
    expect(offenders(client, /^(next-intl|use-intl|lib\/utils\.ts$|components\/ui\/button\.tsx$)/)).toEqual(
      [],
    );
    // The overlay loaded on first open has cn (it is not in the first load), but no next-intl.
    expect(offenders([...client, ...LAZY], /^(next-intl|use-intl)/)).toEqual([]);
    expect(offenders([...client, ...LAZY], LABELS)).toEqual([]);
  });

  test("the lazily loaded overlays are the ones the form loads", () => {
    const form = fs.readFileSync(path.join(ROOT, ROUTES.login.client), "utf8");
    expect(new Set([...form.matchAll(/\bLazy(\w+)\b/g)].map((m) => m[1]))).toEqual(new Set(["Select"]));
    const overlays = fs.readFileSync(path.join(ROOT, "components/ui/lazy-overlay.tsx"), "utf8");
    expect(overlays).toMatch(/LazySelect = lazyUi\(\(\) => import\("\.\/select"\)\)/);
  });

  test("the staff's code screen's client code does not import the labels' modules either", () => {
    const client = clientModules(["app/app-checkin/validation/page.tsx"]);
    expect(client).toEqual(
      expect.arrayContaining(["components/auth/staff-validation.tsx", "components/auth/code-input.tsx"]),
    );
    expect(offenders(client, LABELS)).toEqual([]);
  });

  test("/register/validation's step is drawn by the server: StepProgress and Progress have no directive", () => {
    expect(isClientModule("components/registration/step-progress.tsx")).toBe(false);
    expect(isClientModule("components/ui/progress.tsx")).toBe(false);
    const page = fs.readFileSync(path.join(ROOT, ROUTES.register.dir, "page.tsx"), "utf8");
    expect(page).toMatch(/progress=\{<StepProgress step=\{3\} \/>\}/);
    // The chosen plan's key, not /plans' picker (1 KB) with it.
    const client = clientModules(routeFiles(ROUTES.register.dir));
    expect(offenders(client, /^components\/plans\/plan-picker\.tsx$/)).toEqual([]);
  });
});

describe("the labels read as next-intl's", () => {
  const translator = (l: AppLocale, namespace: "login" | "codeEntry" | "common" | "a11y") =>
    createTranslator({ locale: l, messages: allMessages[l], namespace, timeZone: "America/Recife" });
  const PHONES = ["+55 (81) 99999-0001", "+5581999990001", "{phone} $1 $& {x}"];

  test.each(locales)("%s: the login form's", async (l) => {
    setServerLocale(l);
    const labels = await loginFormLabels();
    const [t, common] = [translator(l, "login"), translator(l, "common")];
    for (const key of [
      "countryLabel",
      "phoneLabel",
      "phonePlaceholder",
      "noPassword",
      "continue",
      "sending",
      "noAccount",
      "register",
    ] as const)
      expect(labels[key]).toBe(t(key));
    expect(labels.retry).toBe(common("retry"));
    expect(Object.keys(labels.countries)).toEqual(COUNTRY_CODES.map((c) => c.code));
    for (const { code } of COUNTRY_CODES) expect(labels.countries[code]).toBe(t(`countries.${code}`));
  });

  test.each(locales)("%s: the code screen's, the code pieces' and the countdown's", async (l) => {
    setServerLocale(l);
    const labels = await loginValidationLabels(l);
    const [t, common, a11y] = [translator(l, "codeEntry"), translator(l, "common"), translator(l, "a11y")];
    for (const key of ["success", "unregisteredTitle", "unregisteredAction"] as const)
      expect(labels[key]).toBe(t(key));
    expect(labels.loading).toBe(common("loading"));
    for (const phone of PHONES) {
      expect(fillIn(labels.sentTo, { phone })).toBe(t("sentTo", { phone }));
      expect(fillIn(labels.unregisteredText, { phone })).toBe(t("unregisteredText", { phone }));
    }
    expect(labels.check).toEqual({
      invalid: t("invalid"),
      checking: t("checking"),
      resent: t("resent"),
      retry: common("retry"),
    });
    expect(await codeCheckLabels()).toEqual(labels.check);

    const { panel } = labels;
    expect(await codeCheckPanelLabels(l)).toEqual(panel);
    for (const key of ["validate", "changePhone", "resend", "resending"] as const)
      expect(panel[key]).toBe(t(key));
    expect(panel.input.group).toBe(t("codeLabel"));
    const staff = await codeInputLabels("alphanumeric");
    expect(staff.group).toBe(t("codeLabel"));
    for (const [index, total] of [
      [1, 5],
      [5, 5],
      [10, 12],
      [1234, 5678],
    ] as const) {
      const values = { index: String(index), total: String(total) };
      expect(fillIn(panel.input.box, values)).toBe(t("digitLabel", { index, total }));
      expect(fillIn(staff.box, values)).toBe(t("characterLabel", { index, total }));
    }

    const countdown = panel.countdown;
    expect(await codeCountdownLabels(l)).toEqual(countdown);
    expect(countdown.locale).toBe(l);
    expect([countdown.expiresIn, countdown.expired]).toEqual([t("expiresIn"), t("expired")]);
    expect(countdown.lessThanAMinute).toBe(a11y("codeExpiresSoon"));
    for (const minutes of [0, 1, 2, 3, 4, 5, 10, 21, 100, 1000, 1234, 1_000_000])
      expect(formatPlural(countdown.minutesLeft, minutes, l)).toBe(a11y("codeExpiresIn", { minutes }));
  });
});

describe("/register/validation's labels read as next-intl's", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const [signup, t, common] = [
      createTranslator({ locale: l, messages: allMessages[l], namespace: "signup" }),
      createTranslator({ locale: l, messages: allMessages[l], namespace: "codeEntry" }),
      createTranslator({ locale: l, messages: allMessages[l], namespace: "common" }),
    ];
    const participant = await registrationValidationLabels("participant", l);
    const dependent = await registrationValidationLabels("dependent", l);
    expect([participant.title, participant.success]).toEqual([signup("validationTitle"), signup("created")]);
    expect([dependent.title, dependent.success]).toEqual([
      signup("validationDependentTitle"),
      signup("dependentCreated"),
    ]);
    for (const labels of [participant, dependent]) {
      expect(labels.loading).toBe(common("loading"));
      for (const phone of ["+55 (81) 97777-1399", "{phone} $1 $&"])
        expect(fillIn(labels.sentTo, { phone })).toBe(t("sentTo", { phone }));
      expect(labels.panel).toEqual(await codeCheckPanelLabels(l));
      expect(labels.check).toEqual(await codeCheckLabels());
    }
  });
});

describe("the markup is Label's, Input's and Button's", () => {
  const html = (element: ReactElement) => renderToStaticMarkup(element);
  /** The first tag of `markup` with `attr`, e.g. `data-testid="login-continue"`. */
  const tag = (markup: string, attr: string) => new RegExp(`<[a-z]+[^>]*${attr}[^>]*>`).exec(markup)?.[0];

  test("the login form: its labels, the phone field and Continuar", async () => {
    setServerLocale("pt");
    const labels = await loginFormLabels();
    const form = html(createElement(LoginForm, { labels }));
    const label = (htmlFor: string, text: string) => html(createElement(Label, { htmlFor }, text));
    expect(form).toContain(label("login-country", labels.countryLabel));
    expect(form).toContain(label("login-phone", labels.phoneLabel));
    const input = html(
      createElement(Input, {
        id: "login-phone",
        ...{ "data-testid": "login-phone" },
        type: "tel",
        inputMode: "tel",
        autoComplete: "tel-national",
        placeholder: labels.phonePlaceholder,
        value: "",
        onChange: () => {},
        maxLength: LOGIN_LIMITS.phoneMax,
      }),
    );
    expect(tag(form, 'id="login-phone"')).toBe(tag(input, 'id="login-phone"'));
    const submit = html(
      createElement(
        Button,
        { type: "submit", size: "lg", disabled: true, ...{ "data-testid": "login-continue" } },
        labels.continue,
      ),
    );
    expect(form).toContain(submit);
  });

  const check = (state: CodeState, canResend: boolean): CodeCheck => ({
    code: state === "normal" ? "12" : "12345",
    onChange: () => {},
    phase: state === "normal" ? "entering" : state,
    state,
    message: null,
    failure: null,
    onExpired: () => {},
    resend: () => {},
    resending: false,
    canResend,
  });

  test("the code panel: 'Validar', 'Trocar número' and the resend button", async () => {
    setServerLocale("pt");
    const labels = await codeCheckPanelLabels("pt");
    const expiresAt = new Date(Date.now() + 120_000).toISOString();
    for (const [state, canResend] of [
      ["normal", false],
      ["success", false],
      ["error", true],
    ] as const) {
      const panel = html(
        createElement(CodeCheckPanel, {
          check: check(state, canResend),
          expiresAt,
          changeHref: "/login",
          onValidate: () => {},
          labels,
        }),
      );
      const validate = html(
        createElement(
          Button,
          {
            size: "lg",
            disabled: state !== "success",
            "aria-busy": false,
            onClick: () => {},
            ...{ "data-testid": "code-validate" },
          },
          labels.validate,
        ),
      );
      const change = html(
        createElement(
          Button,
          { variant: "link", asChild: true, className: "px-0" },
          createElement(AppLink, { href: "/login" }, labels.changePhone),
        ),
      );
      const resend = html(
        createElement(
          Button,
          { variant: "ghost", disabled: !canResend, onClick: () => {}, ...{ "data-testid": "code-resend" } },
          labels.resend,
        ),
      );
      expect(panel).toContain(validate);
      expect(panel).toContain(change);
      expect(panel).toContain(resend);
    }
  });

  test("the boxes in each state, and the countdown's colours, as cn merged them", async () => {
    setServerLocale("pt");
    const labels = await codeInputLabels("digits");
    const base =
      "size-14 rounded-xl border-2 bg-card text-center text-2xl font-bold transition-colors outline-none focus:border-primary focus:ring-2 focus:ring-ring/40 disabled:opacity-60";
    const before = (state: CodeState) =>
      cn(
        base,
        state === "success" &&
          "border-green-600 bg-green-50 text-green-700 dark:bg-green-950/40 dark:text-green-300",
        state === "error" && "border-red-600 bg-red-50 text-red-700 dark:bg-red-950/40 dark:text-red-300",
      );
    for (const state of ["normal", "success", "error"] as const) {
      expect(labels.classes[state]).toBe(before(state));
      const boxes = html(createElement(CodeInput, { value: "1", onChange: () => {}, state, labels }));
      expect(boxes.match(/class="[^"]*"/g)?.slice(1)).toEqual(Array(5).fill(`class="${before(state)}"`));
    }
    // Far from and near the expiry: the joined classes are cn's.
    const countdown = await codeCountdownLabels("pt");
    for (const [seconds, colour] of [
      [150, "text-green-700 dark:text-green-400"],
      [30, "text-amber-700 dark:text-amber-400"],
    ] as const) {
      const expiresAt = new Date(Date.now() + seconds * 1000).toISOString();
      const markup = html(createElement(CodeCountdown, { expiresAt, labels: countdown }));
      expect(tag(markup, 'data-testid="code-countdown"')).toContain(
        `class="${cn("font-bold tabular-nums", colour)}"`,
      );
    }
  });
});
