"use client";

import * as React from "react";
import { Progress as ProgressPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

function Progress({
  className,
  indicatorClassName,
  value,
  ...props
}: Omit<React.ComponentProps<typeof ProgressPrimitive.Root>, "max"> & {
  /** Classes for the filled bar, e.g. to colour it (`bg-success`). */
  indicatorClassName?: string;
}) {
  // Percentage 0–100; null/undefined renders an indeterminate (empty) bar.
  const clamped =
    typeof value === "number" && Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : null;

  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      className={cn("relative h-2 w-full overflow-hidden rounded-full bg-primary/20", className)}
      value={clamped}
      max={100}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className={cn(
          "h-full w-full flex-1 bg-primary transition-transform duration-500 ease-out motion-reduce:transition-none",
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - (clamped ?? 0)}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
