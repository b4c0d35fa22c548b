// Text contrast of the colour tokens (app/globals.css) in both themes, and of the Tailwind palette
// colours the components put on them, computed from the CSS values themselves: every pair must
// reach WCAG AA for normal text (4.5:1). Changing a token or a dark: class to something
// unreadable fails here, not on someone's phone at night.
import { readFileSync } from "node:fs";
import path from "node:path";
import { AVATAR_COLORS } from "@/components/shell/user-avatar";

const css = readFileSync(path.join(__dirname, "../app/globals.css"), "utf8");
const palette = readFileSync(require.resolve("tailwindcss/theme.css"), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`no ${selector} block in globals.css`);
  const body = css.slice(start, css.indexOf("\n}", start));
  return Object.fromEntries([...body.matchAll(/--([a-z-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = block(":root");
const dark = { ...light, ...block(".dark") };

type RGB = [number, number, number];

/** oklch(L C h) (L as 0–1 or %) → gamma-encoded sRGB 0–1, clipped to the gamut. */
function oklchToSrgb(value: string): RGB {
  const m = /oklch\(\s*([\d.]+)(%?)\s+([\d.]+)\s+([\d.]+)\s*\)/.exec(value);
  if (!m) throw new Error(`not an oklch() colour: ${value}`);
  const L = Number(m[1]) / (m[2] ? 100 : 1);
  const C = Number(m[3]);
  const h = (Number(m[4]) * Math.PI) / 180;
  const a = C * Math.cos(h);
  const b = C * Math.sin(h);
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const mm = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear: RGB = [
    4.0767416621 * l - 3.3077115913 * mm + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * mm - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * mm + 1.707612701 * s,
  ];
  return linear.map((c) => {
    const x = Math.min(1, Math.max(0, c));
    return x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
  }) as RGB;
}

function parse(value: string): RGB {
  if (value === "#fff" || value === "#ffffff") return [1, 1, 1];
  if (value === "#000" || value === "#000000") return [0, 0, 0];
  return oklchToSrgb(value);
}

/**
 * A colour by name in a theme: "background" (a token), "red-400" (Tailwind's palette), "white",
 * or "green-950/40 over card" (a translucent colour composited on another, as the browser does).
 */
function color(name: string, theme: Record<string, string>): RGB {
  const over = /^(.+?)\/(\d+) over (.+)$/.exec(name);
  if (over) {
    const top = color(over[1]!, theme);
    const bottom = color(over[3]!, theme);
    const alpha = Number(over[2]) / 100;
    return top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha)) as RGB;
  }
  if (theme[name]) return parse(theme[name]);
  const m = new RegExp(`--color-${name}:\\s*([^;]+);`).exec(palette);
  if (!m) throw new Error(`unknown colour ${name}`);
  return parse(m[1]!.trim());
}

function luminance([r, g, b]: RGB) {
  const lin = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(fg: RGB, bg: RGB) {
  const [a, b] = [luminance(fg), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (a + 0.05) / (b + 0.05);
}

// [text, surface] pairs the components use, in both themes.
const TOKEN_PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["foreground", "card"],
  ["foreground", "muted"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "background"],
  ["muted-foreground", "card"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "popover"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["success-foreground", "success"],
  ["warning-foreground", "warning"],
  // brand and status colours used as text (links, "text-primary", errors)
  ["primary", "background"],
  ["primary", "card"],
  ["destructive", "background"],
  ["destructive", "card"],
];

// Dark-mode text on the dark surfaces, for the palette colours the components add with dark:.
const DARK_PALETTE_PAIRS: [string, string][] = [
  ...[
    "red",
    "green",
    "amber",
    "violet",
    "sky",
    "emerald",
    "pink",
    "indigo",
    "blue",
    "purple",
    "orange",
  ].flatMap((hue): [string, string][] => [
    [`${hue}-300`, "background"],
    [`${hue}-300`, "card"],
    [`${hue}-200`, `${hue}-950/40 over card`],
    [`${hue}-200`, `${hue}-950/40 over background`],
    [`${hue}-300`, `${hue}-950/40 over card`],
  ]),
  // topic cards: the description in muted text on the topic's tint
  ...["blue", "green", "purple", "pink", "orange", "indigo"].map((hue): [string, string] => [
    "muted-foreground",
    `${hue}-950/40 over background`,
  ]),
  ...["red-400", "green-400", "amber-400", "pink-400"].flatMap((c): [string, string][] => [
    [c, "background"],
    [c, "card"],
  ]),
  ["violet-300", "violet-950/40 over background"],
];

describe.each([
  ["light", light],
  ["dark", dark],
])("%s theme", (_name, theme) => {
  test.each(TOKEN_PAIRS)("%s on %s ≥ 4.5:1", (fg, bg) => {
    expect(contrast(color(fg, theme), color(bg, theme))).toBeGreaterThanOrEqual(4.5);
  });
});

describe("dark theme: palette colours the components use with dark:", () => {
  test.each(DARK_PALETTE_PAIRS)("%s on %s ≥ 4.5:1", (fg, bg) => {
    expect(contrast(color(fg, dark), color(bg, dark))).toBeGreaterThanOrEqual(4.5);
  });
});

test.each(Object.entries(AVATAR_COLORS))("white initials on the %s profile colour (%s) ≥ 4.5:1", (_c, bg) => {
  expect(contrast([1, 1, 1], color(bg.replace(/^bg-/, ""), light))).toBeGreaterThanOrEqual(4.5);
});

// White text on a coloured badge or button.
test.each(["green-700", "red-600", "violet-600", "destructive"])("white on %s ≥ 4.5:1", (bg) => {
  expect(contrast([1, 1, 1], color(bg, light))).toBeGreaterThanOrEqual(4.5);
});

test("the measure itself: black on white is 21:1, a token on itself 1:1", () => {
  expect(contrast([0, 0, 0], [1, 1, 1])).toBeCloseTo(21, 5);
  expect(contrast(color("primary", dark), color("primary", dark))).toBeCloseTo(1, 5);
  // #767676 on white is the classic 4.54:1 threshold grey.
  expect(contrast([0x76 / 255, 0x76 / 255, 0x76 / 255], [1, 1, 1])).toBeCloseTo(4.54, 2);
});
