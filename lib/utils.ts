import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx) and lets a later Tailwind class replace an earlier one of the same kind,
 * so a `className` prop or a variant overrides a component's base classes: `cn("px-4 py-2", "p-0")`
 * is `"p-0"`. The same rules as tailwind-merge (its class groups and their conflicts, modifiers
 * and `!` included) for the utilities this app writes, without its 8.5 KB on every page:
 * `lib/utils.test.ts` compares the two on every pair of classes found in the sources, and
 * `app/first-load.test.ts` keeps tailwind-merge out of client code. A utility this table does
 * not know is kept as written, never merged — add it here when the test names it.
 */
export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Groups a longer one replaces (tailwind-merge's conflicting class groups, those we can meet). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  translate: ["translate-x", "translate-y", "translate-none"],
  "translate-none": ["translate", "translate-x", "translate-y", "translate-z"],
  "container-named": ["container-type"],
};
// Sides: `p` replaces `px`…`pl`, `px` replaces `pr`, `pl`, `ps`, `pe`; the same for margins,
// scroll margins and paddings, insets, border widths and colours, corners.
const sides = (all: string, x: string, y: string, s: string[]) => {
  CONFLICTS[all] = [x, y, ...s];
  CONFLICTS[x] = [s[0]!, s[1]!, s[5]!, s[7]!];
  CONFLICTS[y] = [s[2]!, s[3]!, s[4]!, s[6]!];
};
for (const p of ["p", "m", "scroll-p", "scroll-m"])
  sides(
    p,
    p + "x",
    p + "y",
    ["s", "e", "bs", "be", "t", "r", "b", "l"].map((s) => p + s),
  );
for (const b of ["border-w", "border-color"])
  sides(
    b,
    b + "-x",
    b + "-y",
    ["s", "e", "bs", "be", "t", "r", "b", "l"].map((s) => `${b}-${s}`),
  );
sides("inset", "inset-x", "inset-y", [
  "start",
  "end",
  "inset-bs",
  "inset-be",
  "top",
  "right",
  "bottom",
  "left",
]);
CONFLICTS.rounded = [];
for (const [side, a, b] of ["s ss es", "e se ee", "t tl tr", "r tr br", "b br bl", "l tl bl"].map((s) =>
  s.split(" "),
)) {
  CONFLICTS["rounded-" + side] = ["rounded-" + a, "rounded-" + b];
  CONFLICTS.rounded.push("rounded-" + side);
}
CONFLICTS.rounded.push(...["ss", "se", "ee", "es", "tl", "tr", "br", "bl"].map((c) => "rounded-" + c));

/** Classes that are a whole word, by group. */
const WORDS: Record<string, string> = {};
for (const [group, words] of Object.entries({
  display: "block inline inline-block inline-flex inline-grid flex grid hidden contents flow-root table",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "text-overflow": "truncate",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "font-smoothing": "antialiased subpixel-antialiased",
  "font-style": "italic not-italic",
  "fvn-spacing": "tabular-nums proportional-nums",
  isolation: "isolate isolation-auto",
}))
  for (const w of words.split(" ")) WORDS[w] = group;

const NUMBER = /^\d+(\.\d+)?$/;
/** tailwind-merge's arbitrary length: `[3px]`, `[calc(…)]`, `[length:…]`. */
const ARBITRARY_LENGTH =
  /^\[(length:.+|.*(\d(%|px|r?em|[sdl]?v([hwib]|min|max)|pt|pc|in|cm|mm|cap|ch|ex|r?lh|cq([whib]|min|max))|\b(calc|min|max|clamp)\(.+\)).*|0)\]$/;
const width = (v: string) => v === "" || NUMBER.test(v) || ARBITRARY_LENGTH.test(v);

const ARBITRARY = String.raw`\[.+\]|\(.+\)`;
const SPACING = String.raw`\d+(\.\d+)?|px|` + ARBITRARY;
const POSITION =
  "center|top|bottom|left|right|top-left|top-right|bottom-left|bottom-right|left-top|right-top|left-bottom|right-bottom";
/** Values a utility takes where other words with its prefix are not Tailwind (`origin-country`). */
const VALUES: Record<string, RegExp> = {};
for (const [prefixes, values] of [
  ["p px py ps pe pt pr pb pl gap gap-x gap-y space-x space-y", SPACING],
  ["m mx my ms me mt mr mb ml", "auto|" + SPACING],
  ["inset inset-x inset-y start end top right bottom left", String.raw`\d+\/\d+|full|auto|` + SPACING],
  ["animate", "none|spin|ping|pulse|bounce|" + ARBITRARY],
  ["origin", POSITION + "|" + ARBITRARY],
  ["select", "none|text|all|auto"],
  ["order", String.raw`\d+|first|last|none|` + ARBITRARY],
  ["items", "start|end|center|stretch|baseline|baseline-last|center-safe|end-safe"],
  ["col row", String.raw`auto|span-(full|\d+|${ARBITRARY})|\d+|` + ARBITRARY],
] as const)
  for (const p of prefixes.split(" ")) VALUES[p] = new RegExp(`^(${values})$`);

type Rule = string | ((value: string) => string | undefined);
/** Utilities with a value, by prefix; a function tells the groups sharing a prefix apart. */
const PREFIXES: Record<string, Rule> = {
  text: (v) =>
    /^((xs|sm|base|lg|\d?xl)(\/.+)?)$/.test(v) || ARBITRARY_LENGTH.test(v)
      ? "font-size"
      : /^(left|center|right|justify|start|end)$/.test(v)
        ? "text-align"
        : /^(wrap|nowrap|balance|pretty)$/.test(v)
          ? "text-wrap"
          : /^(ellipsis|clip)$/.test(v)
            ? "text-overflow"
            : v && "text-color",
  font: (v) =>
    /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(v)
      ? "font-weight"
      : v && "font-family",
  border: (v) =>
    width(v)
      ? "border-w"
      : /^(solid|dashed|dotted|double|hidden|none)$/.test(v)
        ? "border-style"
        : "border-color",
  ring: (v) => (width(v) ? "ring-w" : v === "inset" ? "ring-inset" : "ring-color"),
  "ring-offset": (v) => (width(v) ? "ring-offset-w" : "ring-offset-color"),
  outline: (v) =>
    width(v)
      ? "outline-w"
      : /^(solid|dashed|dotted|double|none|hidden)$/.test(v)
        ? "outline-style"
        : "outline-color",
  shadow: (v) => (/^(|2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*_.*\])$/.test(v) ? "shadow" : "shadow-color"),
  bg: (v) =>
    /^(auto|cover|contain)$/.test(v)
      ? "bg-size"
      : /^(none|linear-.+|radial.*|conic.*|\[url\(.+\)\])$/.test(v)
        ? "bg-image"
        : /^(bottom|center|left|right|top)(-.+)?$/.test(v)
          ? "bg-position"
          : /^(no-)?repeat/.test(v)
            ? "bg-repeat"
            : v && "bg-color",
  flex: (v) =>
    /^(row|col)(-reverse)?$/.test(v)
      ? "flex-direction"
      : /^(wrap|nowrap|wrap-reverse)$/.test(v)
        ? "flex-wrap"
        : /^(\d+|auto|initial|none|\d+\/\d+|\[.+\])$/.test(v)
          ? "flex"
          : undefined,
  stroke: (v) =>
    NUMBER.test(v) || /^\[[\d.]+\]$/.test(v) || ARBITRARY_LENGTH.test(v) ? "stroke-w" : "stroke",
  divide: (v) => (/^[xy](-\d+)?$/.test(v) ? "divide-" + v[0] : "divide-color"),
  object: (v) =>
    /^(contain|cover|fill|none|scale-down)$/.test(v)
      ? "object-fit"
      : new RegExp(`^(${POSITION}|${ARBITRARY})$`).test(v)
        ? "object-position"
        : undefined,
  list: (v) =>
    /^(inside|outside)$/.test(v)
      ? "list-position"
      : /^(disc|decimal|none|\[.+\])$/.test(v)
        ? "list-type"
        : undefined,
  content: (v) =>
    /^(normal|start|end|center|between|around|evenly|stretch|baseline)$/.test(v)
      ? "align-content"
      : /^(none|\[.+\]|\(.+\))$/.test(v)
        ? "content"
        : undefined,
  break: (v) => (/^(normal|words|all|keep)$/.test(v) ? "break" : undefined),
  translate: (v) => (v === "none" ? "translate-none" : "translate"),
  // Gradient stops: a position (`to-[40%]`) or a colour.
  ...Object.fromEntries(
    ["from", "via", "to"].map((stop) => [
      stop,
      (v: string) => (/^(\d+%|\[.*%\])$/.test(v) || ARBITRARY_LENGTH.test(v) ? `${stop}-pos` : v && stop),
    ]),
  ),
};
// Utilities that are one group whatever their value (or with none: `grow`, `transition`).
for (const p of (
  "p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size min-w min-h max-w max-h " +
  "inset inset-x inset-y start end top right bottom left z opacity order basis grow shrink " +
  "gap gap-x gap-y space-x space-y leading tracking whitespace items justify justify-self " +
  "justify-items self place-items place-self place-content align rounded rounded-s " +
  "rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee " +
  "rounded-es rounded-tl rounded-tr rounded-br rounded-bl overflow overflow-x overflow-y " +
  "line-clamp grid-cols grid-rows grid-flow auto-rows auto-cols col row col-start col-end " +
  "row-start row-end aspect transition duration delay ease animate cursor select resize " +
  "appearance pointer-events origin rotate scale scale-x scale-y translate-x translate-y " +
  "underline-offset decoration fill scroll-m scroll-mx scroll-my scroll-p scroll-px " +
  "scroll-py drop-shadow backdrop-blur blur field-sizing break-inside transform columns " +
  "outline-offset touch will-change"
).split(" "))
  PREFIXES[p] ??= p;
for (const side of "x y s e t r b l".split(" ")) {
  PREFIXES[`border-${side}`] = (v) => (width(v) ? `border-w-${side}` : `border-color-${side}`);
}

/** The class group of a utility without its modifiers, or undefined when it is not one we know. */
function groupOf(base: string): string | undefined {
  if (WORDS[base]) return WORDS[base];
  // Arbitrary properties: `[scrollbar-width:none]`.
  if (base[0] === "[") return /^\[([a-z-]+):.+\]$/.exec(base)?.[1] && "[" + base.slice(1, base.indexOf(":"));
  if (base.startsWith("@container")) return base[10] === "/" ? "container-named" : "container-type";
  const name = base[0] === "-" ? base.slice(1) : base;
  // The longest known prefix: `inset-x-0` is `inset-x`, `inset-0` is `inset`.
  const parts = name.split("-");
  for (let n = parts.length; n > 0; n--) {
    const rule = PREFIXES[parts.slice(0, n).join("-")];
    if (rule === undefined) continue;
    const value = parts.slice(n).join("-");
    if (typeof rule !== "string") return rule(value) || undefined;
    return (
      value
        ? (VALUES[rule]?.test(value) ?? true)
        : /^(grow|shrink|transition|rounded.*|blur|backdrop-blur|drop-shadow|resize)$/.test(rule)
    )
      ? rule
      : undefined;
  }
  return undefined;
}

/** Order-sensitive modifiers (tailwind-merge's): the ones between them are sorted. */
const ORDERED = new Set(
  "* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(
    " ",
  ),
);

/** Splits `hover:[&>svg]:p-2` into its modifiers and base at the colons outside brackets. */
function parse(cls: string): [modifiers: string, base: string] {
  const mods: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      mods.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let base = cls.slice(start);
  let important = "";
  if (base.endsWith("!") || base.startsWith("!")) {
    base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
    important = "!";
  }
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const m of mods) {
    if (m[0] === "[" || ORDERED.has(m)) {
      sorted.push(...segment.sort(), m);
      segment = [];
    } else segment.push(m);
  }
  sorted.push(...segment.sort());
  return [sorted.join(":") + important + ":", base];
}

/** Keeps, of the classes of one group (and variant), the last; the others are dropped. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const cls = classes[i]!;
    const [modifiers, base] = parse(cls);
    const slash = base.indexOf("/");
    const group = groupOf(base) ?? (slash > 0 ? groupOf(base.slice(0, slash)) : undefined);
    if (group) {
      if (taken.has(modifiers + group)) continue;
      taken.add(modifiers + group);
      for (const g of CONFLICTS[group] ?? []) taken.add(modifiers + g);
    }
    if (cls) kept.push(cls);
  }
  return kept.reverse().join(" ");
}
