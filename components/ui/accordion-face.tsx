import type { ReactNode } from "react";
import { lucideSvg } from "@/components/ui/lucide-svg";

// The accordion's classes and chevron (./accordion.tsx), and its first state drawn without client
// code: the fallback of ./accordion-list-later.tsx, shown until the accordion's code is there.

export const ACCORDION_ITEM_CLASS = "border-b last:border-b-0";
export const ACCORDION_TRIGGER_CLASS =
  "flex min-h-11 flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180";
export const ACCORDION_CHEVRON_CLASS =
  "pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200";
export const ACCORDION_CONTENT_CLASS =
  "overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down";

export const ChevronDownIcon = lucideSvg("chevron-down", [], [["path", { d: "m6 9 6 6 6-6" }]]);

export interface AccordionListItem {
  /** The item's value (its key). */
  value: string;
  /** The item's element id (a link to #id). */
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionFaceProps {
  items: AccordionListItem[];
  className?: string;
}

/**
 * ./accordion-list.tsx's markup with every item closed, as ./accordion.tsx draws it before a tap
 * (ids aside: these are the server's, the accordion's come from useId). app/first-load.test.ts
 * keeps the two equal.
 */
export function AccordionClosedFace({ items, className }: AccordionFaceProps) {
  return (
    <div data-slot="accordion" data-orientation="vertical" className={className}>
      {items.map(({ value, id, title }) => (
        <div
          key={value}
          data-state="closed"
          data-orientation="vertical"
          data-slot="accordion-item"
          className={ACCORDION_ITEM_CLASS}
          id={id}
        >
          <h3 data-orientation="vertical" data-state="closed" className="flex">
            <button
              type="button"
              id={`accordion-${value}-trigger`}
              aria-expanded={false}
              data-state="closed"
              data-orientation="vertical"
              data-slot="accordion-trigger"
              className={ACCORDION_TRIGGER_CLASS}
            >
              {title}
              <ChevronDownIcon className={ACCORDION_CHEVRON_CLASS} aria-hidden="true" />
            </button>
          </h3>
          <div
            id={`accordion-${value}-content`}
            role="region"
            aria-labelledby={`accordion-${value}-trigger`}
            data-state="closed"
            data-orientation="vertical"
            data-slot="accordion-content"
            hidden
            className={ACCORDION_CONTENT_CLASS}
          />
        </div>
      ))}
    </div>
  );
}
