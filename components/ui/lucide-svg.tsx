import { createElement, type ComponentType, type Ref, type SVGProps } from "react";

/** An icon's shapes as lucide-react keeps them: [tag, attributes]. */
export type IconNode = [string, Record<string, string>][];
/**
 * lucide-react's icon props that our callers use: any SVG attribute (width, height, strokeWidth and
 * the rest override lucide's defaults as they do there) and a ref. Not lucide's `size`, `color`,
 * `absoluteStrokeWidth` or children: no caller uses them, and handling them would add bytes to
 * every route's shell; the type refuses them, so a new caller is named by tsc.
 */
export type LucideSvgProps = Omit<SVGProps<SVGSVGElement>, "ref" | "children" | "color"> & {
  ref?: Ref<SVGSVGElement>;
};
/** lucide-react's names for the props and for any icon component, for the code that imported them from there. */
export type LucideProps = LucideSvgProps;
export type LucideIcon = ComponentType<LucideSvgProps>;

const isA11yProp = (key: string) => key.startsWith("aria-") || key === "role" || key === "title";

/**
 * A lucide icon as a plain component (no context, no client module): the markup lucide-react's
 * Icon renders with its defaults — the same attributes in the same order, its class names
 * ("lucide lucide-<name> lucide-<alias>…" then the caller's, each once) and `aria-hidden="true"`
 * unless an aria-*, role or title prop is given. A ref reaches the <svg> (React 19 passes it as a
 * prop, as Radix's `asChild` does).
 */
export function lucideSvg(name: string, aliases: string[], node: IconNode) {
  const own = ["lucide", `lucide-${name}`, ...aliases.map((a) => `lucide-${a}`)];
  function LucideSvg({ className, ...rest }: LucideSvgProps) {
    const classes = [...new Set([...own, ...(className?.split(/\s+/) ?? [])].filter(Boolean))].join(" ");
    const labelled = Object.entries(rest).some(([key, value]) => isA11yProp(key) && value != null);
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={classes}
        {...(labelled ? {} : { "aria-hidden": "true" as const })}
        {...rest}
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  }
  return LucideSvg;
}
