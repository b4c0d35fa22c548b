import * as React from "react";

import { cn } from "@/lib/utils";

// Radix's Progress markup (role=progressbar with its aria-value* and data-state/value/max on both
// parts) without Radix's Primitive and context in the first load (docs/performance.md,
// "First-load JavaScript"). The scale is always 0–100 here. No directive: it has no state, and a
// server page draws it too (/register/validation's step), without it in the browser.

const MAX = 100;
const stateOf = (value: number | null) =>
  value === null ? "indeterminate" : value === MAX ? "complete" : "loading";

function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> & {
  /** Percentage 0–100; null/undefined renders an indeterminate (empty) bar. */
  value?: number | null;
  /** Classes for the filled bar, e.g. to colour it (`bg-success`). */
  indicatorClassName?: string;
}) {
  const clamped =
    typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;
  const state = stateOf(clamped);
  const data = { "data-state": state, "data-value": clamped ?? undefined, "data-max": MAX };

  return (
    <div
      aria-valuemax={MAX}
      aria-valuemin={0}
      aria-valuenow={clamped ?? undefined}
      aria-valuetext={clamped === null ? undefined : `${Math.round((clamped / MAX) * 100)}%`}
      role="progressbar"
      {...data}
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      {...props}
    >
      <div
        {...data}
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-transform duration-500 ease-out motion-reduce:transition-none",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (clamped ?? 0)}%)` }}
      />
    </div>
  );
}

export { Progress };
