// Pure foundation rules: translations, app-shell routes, page access, countdown, locale, phones.
// The ICU parser next-intl formats with (compiled from ESM by the Jest transform).
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import pt from "@/messages/pt.json";
import { countdownParts, EVENT_START } from "@/lib/event";
import { localeFromAcceptLanguage, resolveLocale } from "@/lib/i18n/config";
import { allMessages } from "@/lib/i18n/messages";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { COUNTRY_CODES, formatPhone, normalisePhone, normalisePhoneWithDisplay } from "@/lib/phone";
import { pageAccess, safeNext } from "@/lib/route-access";
import {
  badgeLabel,
  isEventContext,
  isNavActive,
  isShellHidden,
  logoTarget,
  navItems,
  showsPassButton,
} from "@/lib/shell";
import { participantHome } from "@/lib/participant-home";
import { defined } from "@/tests/unit/defined";

// ───────────────────────── messages ─────────────────────────

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === "object" && !Array.isArray(v))
      for (const [kk, vv] of flatten(v as Tree, key)) out.set(kk, vv);
    else out.set(key, v);
  }
  return out;
}

// Element types of @formatjs/icu-messageformat-parser.
const TYPE_NAMES: Record<number, string> = {
  1: "argument",
  2: "number",
  3: "date",
  4: "time",
  5: "select",
  6: "plural",
  8: "tag",
};

/** "name:kind" for every placeholder of a message, nested branches included. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      const kind = TYPE_NAMES[el.type];
      if (kind && "value" in el) found.add(`${el.value}:${kind}`);
      if ("options" in el) for (const option of Object.values(el.options)) walk(option.value);
      if ("children" in el) walk(el.children);
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const catalogs = {
  pt: flatten(allMessages.pt as unknown as Tree),
  en: flatten(allMessages.en as unknown as Tree),
  es: flatten(allMessages.es as unknown as Tree),
};

describe("messages/*.json", () => {
  test("pt, en and es have exactly the same keys (deep)", () => {
    const ptKeys = [...catalogs.pt.keys()].sort();
    expect(ptKeys.length).toBeGreaterThan(100);
    expect([...catalogs.en.keys()].sort()).toEqual(ptKeys);
    expect([...catalogs.es.keys()].sort()).toEqual(ptKeys);
  });

  test("every value is a non-empty string", () => {
    for (const [locale, catalog] of Object.entries(catalogs)) {
      const bad = [...catalog]
        .filter(([, v]) => typeof v !== "string" || v.trim() === "")
        .map(([k]) => `${locale}:${k}`);
      expect(bad).toEqual([]);
    }
  });

  test("every message is valid ICU in every locale", () => {
    const broken: string[] = [];
    for (const [locale, catalog] of Object.entries(catalogs)) {
      for (const [k, v] of catalog) {
        try {
          parse(String(v));
        } catch {
          broken.push(`${locale}:${k}`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  test("en and es use the same placeholders (name and kind) as pt for every key", () => {
    const mismatches: string[] = [];
    let withPlaceholders = 0;
    for (const [k, v] of catalogs.pt) {
      const expected = placeholders(String(v));
      if (expected.length) withPlaceholders++;
      for (const locale of ["en", "es"] as const) {
        const got = placeholders(String(catalogs[locale].get(k) ?? ""));
        if (got.join() !== expected.join())
          mismatches.push(`${locale}:${k} has [${got}] but pt has [${expected}]`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(withPlaceholders).toBeGreaterThanOrEqual(10);
  });

  test("the placeholder extraction sees nested plural arguments", () => {
    expect(
      placeholders(
        "Código incorreto. {remaining, plural, one {Resta # tentativa.} other {Restam # tentativas.}}",
      ),
    ).toEqual(["remaining:plural"]);
    expect(placeholders("{a} and {b, select, x {{c}} other {}}")).toEqual([
      "a:argument",
      "b:select",
      "c:argument",
    ]);
    expect(placeholders(pt.errors.RATE_LIMITED)).toEqual(["seconds:argument"]);
  });

  test("every plural and select has an other branch", () => {
    const missing: string[] = [];
    const walk = (els: MessageFormatElement[], where: string) => {
      for (const el of els) {
        if ((el.type === TYPE.select || el.type === TYPE.plural) && !el.options.other) missing.push(where);
        if ("options" in el) for (const o of Object.values(el.options)) walk(o.value, where);
        if ("children" in el) walk(el.children, where);
      }
    };
    for (const [locale, catalog] of Object.entries(catalogs))
      for (const [k, v] of catalog) walk(parse(String(v)), `${locale}:${k}`);
    expect(missing).toEqual([]);
  });
});

// ───────────────────────── lib/shell.ts ─────────────────────────

describe("app shell", () => {
  test.each([
    "/",
    "/home",
    "/login",
    "/login/validation",
    "/event-info",
    "/plans",
    "/register/x",
    "/register",
    "/payment",
    "/success",
    "/checkin",
    "/app-checkin",
    "/app-checkin/home",
  ])("the shell is hidden on %s", (path) => expect(isShellHidden(path)).toBe(true));

  test.each([
    "/dashboard",
    "/community/feed",
    "/transport",
    "/dashboard-evento",
    "/rewards",
    "/menu",
    "/news",
    "/loginx",
    "/homepage",
    "/checkins",
  ])("the shell is shown on %s", (path) => expect(isShellHidden(path)).toBe(false));

  test("the logo goes to the event dashboard from rewards and transport, else to the dashboard", () => {
    const targets = Object.fromEntries(
      [
        "/rewards",
        "/rewards/abc",
        "/transport",
        "/transport/booking",
        "/dashboard",
        "/community/feed",
        "/menu",
        "/dashboard-evento",
        "/rewardsx",
      ].map((p) => [p, logoTarget(p)]),
    );
    expect(targets).toEqual({
      "/rewards": "/dashboard-evento",
      "/rewards/abc": "/dashboard-evento",
      "/transport": "/dashboard-evento",
      "/transport/booking": "/dashboard-evento",
      "/dashboard": "/dashboard",
      "/community/feed": "/dashboard",
      "/menu": "/dashboard",
      "/dashboard-evento": "/dashboard",
      "/rewardsx": "/dashboard",
    });
  });

  test("four nav items normally", () => {
    expect(navItems("/dashboard")).toEqual([
      { key: "dashboard", href: "/dashboard" },
      { key: "community", href: "/community" },
      { key: "news", href: "/news" },
      { key: "help", href: "/help" },
    ]);
    expect(navItems("/community/feed")).toEqual(navItems("/dashboard"));
  });

  test.each(["/transport", "/rewards", "/dashboard-evento", "/rewards/42"])(
    "five nav items, dashboard → /dashboard-evento, on %s",
    (path) => {
      expect(navItems(path)).toEqual([
        { key: "dashboard", href: "/dashboard-evento" },
        { key: "community", href: "/community" },
        { key: "news", href: "/news" },
        { key: "help", href: "/help" },
        { key: "rewards", href: "/rewards" },
      ]);
      expect(isEventContext(path)).toBe(true);
      expect(showsPassButton(path)).toBe(true);
    },
  );

  // Issue 19 §1 changed the spec's rule: the pass button is on every shell page, not only in the
  // event context (the door must never be a tab away); the event context still decides the tabs.
  test("event context only during the event; the pass button on every shell page", () => {
    expect(
      ["/dashboard", "/community", "/transportation", "/news"].map((p) => [
        isEventContext(p),
        showsPassButton(p),
      ]),
    ).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [false, true],
    ]);
    for (const bare of ["/", "/home", "/login", "/checkin", "/register/origin", "/app-checkin/home"])
      expect(showsPassButton(bare)).toBe(false);
  });

  test("the signed-in home: the event dashboard on the congress's days in Recife, else the pre-event one", () => {
    expect(participantHome(new Date("2026-10-25T12:00:00-03:00"))).toBe("/dashboard");
    expect(participantHome(new Date("2026-10-31T23:59:59-03:00"))).toBe("/dashboard");
    // 01/11 00:30 in Recife is still 31/10 in no zone that matters: Recife's calendar decides.
    expect(participantHome(new Date("2026-11-01T00:30:00-03:00"))).toBe("/dashboard-evento");
    expect(participantHome(new Date("2026-11-04T23:59:00-03:00"))).toBe("/dashboard-evento");
    expect(participantHome(new Date("2026-11-05T00:00:00-03:00"))).toBe("/dashboard");
  });

  test("active nav item", () => {
    const items = navItems("/dashboard");
    const dashboard = defined(
      items.find((i) => i.key === "dashboard"),
      "the dashboard item",
    );
    const community = defined(
      items.find((i) => i.key === "community"),
      "the community item",
    );
    expect([
      isNavActive(dashboard, "/dashboard"),
      isNavActive(dashboard, "/dashboard-evento"),
      isNavActive(dashboard, "/community"),
    ]).toEqual([true, true, false]);
    expect([
      isNavActive(community, "/community"),
      isNavActive(community, "/community/feed"),
      isNavActive(community, "/communityx"),
    ]).toEqual([true, true, false]);
  });

  test("badge labels", () => {
    expect([0, -1, 1, 3, 99, 100, 1000].map(badgeLabel)).toEqual([null, null, "1", "3", "99", "99+", "99+"]);
  });
});

// ───────────────────────── lib/route-access.ts ─────────────────────────

describe("page access", () => {
  test("which session each page needs", () => {
    const paths = [
      "/",
      "/home",
      "/login",
      "/login/validation",
      "/event-info",
      "/plans",
      "/register",
      "/register/personal",
      "/register/plan",
      "/dashboard",
      "/dashboard-evento",
      "/community/feed",
      "/transport",
      "/rewards",
      "/checkin",
      "/dependents/instructions",
      "/dependents/instructions/x",
      "/app-checkin",
      "/app-checkin/validation",
      "/app-checkin/home",
      "/app-checkin/scan/123",
      "/dashboardx",
    ];
    expect(Object.fromEntries(paths.map((p) => [p, pageAccess(p)]))).toEqual({
      "/": "public",
      "/home": "public",
      "/login": "public",
      "/login/validation": "public",
      "/event-info": "public",
      "/plans": "public",
      "/register": "public",
      "/register/personal": "public",
      "/register/plan": "participant",
      "/dashboard": "participant",
      "/dashboard-evento": "participant",
      "/community/feed": "participant",
      "/transport": "participant",
      "/rewards": "participant",
      "/checkin": "participant",
      "/dependents/instructions": "participant",
      "/dependents/instructions/x": "participant",
      "/app-checkin": "public",
      "/app-checkin/validation": "public",
      "/app-checkin/home": "staff",
      "/app-checkin/scan/123": "staff",
      "/dashboardx": "public",
    });
  });

  test("safeNext follows only same-site participant paths", () => {
    const cases: Array<[string | null | undefined, string]> = [
      ["/community/feed", "/community/feed"],
      ["/transport?day=2", "/transport?day=2"],
      ["/dashboard-evento", "/dashboard-evento"],
      ["//evil.com", "/dashboard"],
      ["//evil.com/dashboard", "/dashboard"],
      ["https://x", "/dashboard"],
      ["https://evil.com/dashboard", "/dashboard"],
      ["/\\x", "/dashboard"],
      ["/\\evil.com", "/dashboard"],
      ["javascript:alert(1)", "/dashboard"],
      ["dashboard", "/dashboard"],
      ["/login", "/dashboard"],
      ["/", "/dashboard"],
      ["/event-info", "/dashboard"],
      ["/app-checkin/home", "/dashboard"],
      ["", "/dashboard"],
      [null, "/dashboard"],
      [undefined, "/dashboard"],
    ];
    expect(cases.map(([next]) => [next, safeNext(next)])).toEqual(cases);
    expect(safeNext("//evil.com", "/menu")).toBe("/menu");
    expect(safeNext("/menu", "/x")).toBe("/menu");
  });
});

// ───────────────────────── lib/event.ts ─────────────────────────

describe("countdown", () => {
  const target = Date.UTC(2026, 10, 1, 23, 0, 0); // 2026-11-01 20:00 in Recife

  test("the event starts 2026-11-01 20:00 Recife time", () => {
    expect(EVENT_START.toISOString()).toBe("2026-11-01T23:00:00.000Z");
    expect(EVENT_START.getTime()).toBe(target);
  });

  test("before the target: days, hours, minutes, seconds", () => {
    const left = ((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000;
    expect(countdownParts(target - left, target)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      done: false,
    });
    expect(countdownParts(target - 1500, target)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
    expect(countdownParts(target - 40 * 86_400_000, target)).toEqual({
      days: 40,
      hours: 0,
      minutes: 0,
      seconds: 0,
      done: false,
    });
    // The default target is the opening.
    expect(countdownParts(Date.UTC(2026, 9, 31, 22, 59, 59))).toEqual({
      days: 1,
      hours: 0,
      minutes: 0,
      seconds: 1,
      done: false,
    });
  });

  test("exactly at and after the target: zeros and done", () => {
    const zeros = { days: 0, hours: 0, minutes: 0, seconds: 0, done: true };
    expect(countdownParts(target, target)).toEqual(zeros);
    expect(countdownParts(target - 999, target)).toEqual(zeros); // under a second left shows 0
    expect(countdownParts(target + 1, target)).toEqual(zeros);
    expect(countdownParts(target + 5 * 86_400_000, target)).toEqual(zeros);
  });
});

// ───────────────────────── lib/i18n/config.ts ─────────────────────────

describe("locale", () => {
  test("the cookie wins over Accept-Language", () => {
    expect(resolveLocale("es", "en-US,en;q=0.9")).toBe("es");
    expect(resolveLocale("pt", "en")).toBe("pt");
    expect(resolveLocale("en", undefined)).toBe("en");
  });

  test("an unsupported cookie is ignored", () => {
    expect(resolveLocale("fr", "es")).toBe("es");
    expect(resolveLocale("EN", null)).toBe("pt");
  });

  test("Accept-Language picks the best supported language, else pt", () => {
    expect(resolveLocale(undefined, "en-US,en;q=0.9")).toBe("en");
    expect(resolveLocale(undefined, "fr")).toBe("pt");
    expect(resolveLocale(undefined, "fr-FR,es;q=0.5")).toBe("es");
    expect(resolveLocale(undefined, "de;q=1, es;q=0.4, en;q=0.8")).toBe("en");
    expect(resolveLocale(undefined, "pt-BR")).toBe("pt");
    expect(resolveLocale(undefined, "EN-gb")).toBe("en");
    expect(resolveLocale(undefined, "")).toBe("pt");
    expect(resolveLocale(undefined, null)).toBe("pt");
    expect(localeFromAcceptLanguage("*")).toBe("pt");
  });
});

// ───────────────────────── lib/phone.ts ─────────────────────────

describe("normalisePhone", () => {
  test.each([
    ["+55", "(81) 99999-0001", "+5581999990001"],
    ["+55", "81 99999 0001", "+5581999990001"],
    ["+55", "081999990001", "+5581999990001"], // trunk 0 dropped
    ["+55", "+55 81 99999-0001", "+5581999990001"], // typed with the country code
    ["+55", "11 91234-5678", "+5511912345678"],
    // US numbers: libphonenumber cannot tell fixed lines from mobiles (FIXED_LINE_OR_MOBILE), so they are accepted.
    ["+1", "(201) 555-0123", "+12015550123"],
    ["+1", "201-555-0123", "+12015550123"],
    ["+34", "612 345 678", "+34612345678"],
    ["+34", "712345678", "+34712345678"],
    ["+54", "9 11 2345-6789", "+5491123456789"],
    ["+54", "11 15 2345-6789", "+5491123456789"], // domestic mobile form with 15
    ["+55", "+34 612 345 678", "+34612345678"], // an explicit + wins over the selector
  ])("%s %s → %s", (cc, raw, e164) => {
    expect(normalisePhone(cc, raw)).toBe(e164);
  });

  test.each([
    ["+55", "abc"],
    ["+55", "123"],
    ["+55", "8133334444"], // Recife fixed line
    ["+55", "81 9999-0001"], // old 8-digit mobile format, no longer valid
    ["+55", "0800 123 4567"], // toll free
    ["+1", "800 555 0123"], // toll free
    ["+1", "900 555 0123"], // premium rate (or invalid)
    ["+34", "912 345 678"], // Madrid fixed line
    ["+54", "11 2345-6789"], // Buenos Aires without the mobile 9: a fixed line
    ["+55", "1".repeat(21)],
    ["+55", ""],
  ])("%s %j → null", (cc, raw) => {
    expect(normalisePhone(cc, raw)).toBeNull();
  });

  test("formatPhone shows the international form", () => {
    expect(formatPhone("+5581999990001")).toBe("+55 81 99999 0001");
    expect(formatPhone("+34612345678")).toBe("+34 612 34 56 78");
    expect(formatPhone("not-a-number")).toBe("not-a-number");
  });

  // The checks as they were written before the one-parse version (isValid(), then getType(), and
  // formatPhone on the result): every answer must stay the same.
  function twoStep(countryCode: string, raw: string) {
    const digits = raw.replace(/[^\d+]/g, "");
    if (digits.length < 6 || digits.length > 20) return null;
    const full = digits.startsWith("+") ? digits : `${countryCode}${digits.replace(/^0+/, "")}`;
    const parsed = parsePhoneNumberFromString(full);
    if (!parsed || !parsed.isValid()) return null;
    const type = parsed.getType();
    if (type === "FIXED_LINE" || type === "PREMIUM_RATE" || type === "TOLL_FREE" || type === "SHARED_COST")
      return null;
    return { e164: parsed.number, display: formatPhone(parsed.number) };
  }

  test("one parse answers as isValid + getType + formatPhone did, for every country code", () => {
    // Deterministic digits (a linear congruential sequence) after prefixes that reach mobiles,
    // fixed lines, toll-free and premium numbers, and other countries typed with their "+".
    let seed = 18;
    const digits = (n: number) =>
      Array.from({ length: n }, () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 16) % 10).join("");
    const prefixes = [
      "",
      "0",
      "819",
      "813",
      "0800",
      "119",
      "201",
      "800",
      "900",
      "6",
      "7",
      "9",
      "911",
      "+447",
      "+3519",
      "+4915",
      "+336",
    ];
    let valid = 0;
    for (const { code } of COUNTRY_CODES)
      for (const prefix of prefixes)
        for (let i = 0; i < 24; i++) {
          const raw = prefix + digits(5 + (i % 8));
          const expected = twoStep(code, raw);
          if (expected) valid++;
          expect(normalisePhoneWithDisplay(code, raw)).toEqual(expected);
          expect(normalisePhone(code, raw)).toBe(expected?.e164 ?? null);
        }
    expect(valid).toBeGreaterThan(40); // the sample reaches the valid branch, not only refusals
  });

  test("normalisePhoneWithDisplay gives the number and how it is shown", () => {
    expect(normalisePhoneWithDisplay("+55", "(81) 99999-0001")).toEqual({
      e164: "+5581999990001",
      display: "+55 81 99999 0001",
    });
    expect(normalisePhoneWithDisplay("+55", "8133334444")).toBeNull();
  });
});
