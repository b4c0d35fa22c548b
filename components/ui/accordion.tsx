import type { ComponentProps, ReactNode } from "react";
import { ChevronDownIcon } from "@/components/icons/lucide";
import { type AccordionLook, AccordionItems } from "./accordion-items";

// A single-open, collapsible accordion with Radix's markup, ARIA and animations, without Radix's
// ~12 KB gzip (collection, roving focus, presence, collapsible; docs/performance.md, "First-load
// JavaScript"). The same DOM as the shadcn part it replaced: h3 > button[aria-expanded] (and
// aria-controls while open), a region labelled by its trigger (children only while open or
// closing), data-state on each part, ArrowUp/ArrowDown/Home/End between the triggers, and the
// height animations of globals.css (--radix-accordion-content-height, measured as Radix does).
// Drawn here, on the server: the classes (joined, not merged: no `cn`; a caller's class adds to
// the part's own) and the chevron; ./accordion-items.tsx holds the state in the browser.

export interface AccordionItem {
  value: string;
  /** The question (the trigger's text). */
  trigger: ReactNode;
  /** The answer (the content, drawn while open). */
  content: ReactNode;
  /** Added to the content's inner class. */
  className?: string;
  /** The item's own attributes (id, data-testid, …); its class is added to the part's. */
  props?: ComponentProps<"div"> & { [data: `data-${string}`]: string };
}

export interface AccordionProps extends ComponentProps<"div"> {
  items: AccordionItem[];
}

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ");

const LOOK: AccordionLook = {
  trigger:
    "flex min-h-11 flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180",
  content:
    "overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down",
  icon: (
    <ChevronDownIcon
      className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200"
      aria-hidden="true"
    />
  ),
};

/** Radix's single, collapsible mode as the screens use it: every item closed at first, one open at a time. */
export function Accordion({ items, ...props }: AccordionProps) {
  return (
    <AccordionItems
      {...props}
      look={LOOK}
      items={items.map(({ value, trigger, content, className, props: own }) => ({
        value,
        trigger,
        content,
        props: { ...own, className: join("border-b last:border-b-0", own?.className) },
        inner: join("pt-0 pb-4", className),
      }))}
    />
  );
}
