// next.config.ts precompiles the messages (icu-minify) and next-intl then formats them with its small
// "format-only" formatter instead of intl-messageformat. This checks that every message of every
// locale reads the same both ways, for each plural count and select option it can take.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import compile from "icu-minify/compile";
import { locales } from "./config";
import { allMessages } from "./messages";

type Json = { [key: string]: unknown };
type Values = Record<string, string | number | ((chunks: unknown) => string)>;
type Translate = (key: string, values?: Values) => unknown;
type CreateTranslator = (config: { locale: string; messages: Json; timeZone: string }) => Translate;

function translators(): { runtime: CreateTranslator; precompiled: CreateTranslator } {
  let runtime!: CreateTranslator;
  let precompiled!: CreateTranslator;
  jest.isolateModules(() => {
    runtime = jest.requireActual("use-intl/core").createTranslator;
  });
  jest.isolateModules(() => {
    // What the next-intl plugin's alias does in the Next.js build.
    jest.doMock("use-intl/format-message", () => jest.requireActual("use-intl/format-message/format-only"));
    precompiled = jest.requireActual("use-intl/core").createTranslator;
  });
  jest.dontMock("use-intl/format-message");
  return { runtime, precompiled };
}

function flatten(obj: Json, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(obj)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out[id] = value;
    else flatten(value as Json, id, out);
  }
  return out;
}

function compileAll(obj: Json): Json {
  return Object.fromEntries(
    Object.entries(obj).map(([k, v]) => [k, typeof v === "string" ? compile(v) : compileAll(v as Json)]),
  );
}

type Arg = { kind: "text" } | { kind: "plural" } | { kind: "select"; options: string[] } | { kind: "tag" };

function argsOf(ast: MessageFormatElement[], out = new Map<string, Arg>()): Map<string, Arg> {
  for (const el of ast) {
    if (el.type === TYPE.argument && !out.has(el.value)) out.set(el.value, { kind: "text" });
    if (el.type === TYPE.plural) out.set(el.value, { kind: "plural" });
    if (el.type === TYPE.select) out.set(el.value, { kind: "select", options: Object.keys(el.options) });
    if (el.type === TYPE.tag) {
      out.set(el.value, { kind: "tag" });
      argsOf(el.children, out);
    }
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argsOf(option.value, out);
  }
  return out;
}

function valueSets(args: Map<string, Arg>): Values[] {
  let sets: Values[] = [{}];
  for (const [name, arg] of args) {
    const choices: Values[string][] =
      arg.kind === "plural"
        ? [0, 1, 2, 5, 21, 1500]
        : arg.kind === "select"
          ? [...arg.options, "unlisted"]
          : arg.kind === "tag"
            ? [(chunks) => `<${name}>${([] as unknown[]).concat(chunks).join("")}</${name}>`]
            : ["Ana Lúcia"];
    sets = sets.flatMap((set) => choices.map((choice) => ({ ...set, [name]: choice })));
  }
  return sets;
}

const text = (out: unknown) => (Array.isArray(out) ? out.join("") : String(out));

test.each(locales)("%s: precompiled messages format exactly like intl-messageformat", (locale) => {
  const { runtime, precompiled } = translators();
  const raw = allMessages[locale] as unknown as Json;
  const t = runtime({ locale, messages: raw, timeZone: "America/Recife" });
  const p = precompiled({ locale, messages: compileAll(raw), timeZone: "America/Recife" });
  let cases = 0;
  for (const [id, message] of Object.entries(flatten(raw))) {
    const args = argsOf(parse(message));
    for (const values of args.size ? valueSets(args) : [undefined]) {
      expect({ id, values, text: text(p(id, values)) }).toEqual({ id, values, text: text(t(id, values)) });
      cases++;
    }
  }
  expect(cases).toBeGreaterThan(900);
});
