"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

// Radix's Label: a <label> whose double click does not select its text (unless on a control inside
// it), without Radix's Primitive in the first load (docs/performance.md, "First-load JavaScript").

function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        // A control inside the label handles its own mouse down.
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
    />
  );
}

export { Label };
