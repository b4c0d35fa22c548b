"use client";

import * as React from "react";
import { lucideSvg } from "@/components/ui/lucide-svg";

// A single-open, collapsible accordion with Radix's markup, ARIA and animations, in ~1 KB gzip
// instead of Radix's (~12 KB: collection, roving focus, presence, collapsible; docs/performance.md,
// "First-load JavaScript"). The screens draw it at first paint, so it cannot load later.
// The same DOM as the shadcn part it replaces: h3 > button[aria-expanded] (and aria-controls while open), a
// region labelled by its trigger (children only while open or closing), data-state on each part,
// ArrowUp/ArrowDown/Home/End between the triggers, and the height animations of globals.css
// (--radix-accordion-content-height, measured as Radix does). Classes are joined, not merged
// (no `cn`): a caller's class adds to the part's own, as every caller here does.

const ChevronDownIcon = lucideSvg("chevron-down", [], [["path", { d: "m6 9 6 6 6-6" }]]);

const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(" ");
const state = (open: boolean) => (open ? "open" : "closed");

interface RootContext {
  value: string;
  toggle: (value: string) => void;
}
const AccordionContext = React.createContext<RootContext | null>(null);

interface ItemContext {
  open: boolean;
  triggerId: string;
  contentId: string;
  toggle: () => void;
}
const ItemContext = React.createContext<ItemContext | null>(null);

function useItem() {
  const item = React.useContext(ItemContext);
  if (!item) throw new Error("Accordion parts must be inside an AccordionItem");
  return item;
}

export interface AccordionProps extends Omit<React.ComponentProps<"div">, "defaultValue"> {
  /** Radix's mode as the screens use it: every item closed at first, one open at a time, closable. */
  type: "single";
  collapsible: true;
}

/** ArrowDown/ArrowUp (looping), Home and End move focus between the enabled triggers (Radix's keys). */
function onTriggerKey(event: React.KeyboardEvent<HTMLDivElement>) {
  const keys = ["ArrowDown", "ArrowUp", "Home", "End"];
  const target = event.target as HTMLElement;
  if (!keys.includes(event.key) || target.dataset.slot !== "accordion-trigger") return;
  const triggers = [
    ...event.currentTarget.querySelectorAll<HTMLButtonElement>(
      "[data-slot=accordion-trigger]:not(:disabled)",
    ),
  ].filter((t) => t.closest("[data-slot=accordion]") === event.currentTarget);
  const at = triggers.indexOf(target as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const next =
    event.key === "Home"
      ? 0
      : event.key === "End"
        ? last
        : event.key === "ArrowDown"
          ? (at + 1) % (last + 1)
          : (at + last) % (last + 1);
  triggers[next]?.focus();
}

function Accordion({ type: _type, collapsible: _collapsible, onKeyDown, ...props }: AccordionProps) {
  const [value, setValue] = React.useState("");
  const context = React.useMemo(
    () => ({ value, toggle: (item: string) => setValue((open) => (open === item ? "" : item)) }),
    [value],
  );
  return (
    <AccordionContext.Provider value={context}>
      <div
        data-slot="accordion"
        data-orientation="vertical"
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) onTriggerKey(event);
        }}
        {...props}
      />
    </AccordionContext.Provider>
  );
}

export interface AccordionItemProps extends React.ComponentProps<"div"> {
  value: string;
}

function AccordionItem({ value, className, ...props }: AccordionItemProps) {
  const root = React.useContext(AccordionContext);
  if (!root) throw new Error("AccordionItem must be inside an Accordion");
  const id = React.useId();
  const open = root.value === value;
  const { toggle } = root;
  const item = React.useMemo(
    () => ({ open, triggerId: `${id}trigger`, contentId: `${id}content`, toggle: () => toggle(value) }),
    [open, id, toggle, value],
  );
  return (
    <ItemContext.Provider value={item}>
      <div
        data-state={state(open)}
        data-orientation="vertical"
        data-slot="accordion-item"
        className={join("border-b last:border-b-0", className)}
        {...props}
      />
    </ItemContext.Provider>
  );
}

function AccordionTrigger({ className, children, onClick, ...props }: React.ComponentProps<"button">) {
  const { open, triggerId, contentId, toggle } = useItem();
  return (
    <h3 data-orientation="vertical" data-state={state(open)} className="flex">
      <button
        type="button"
        id={triggerId}
        aria-controls={open ? contentId : undefined}
        aria-expanded={open}
        data-state={state(open)}
        data-orientation="vertical"
        data-slot="accordion-trigger"
        className={join(
          "flex min-h-11 flex-1 cursor-pointer items-start justify-between gap-4 rounded-md py-4 text-left text-sm font-medium transition-all outline-none hover:underline focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 [&[data-state=open]>svg]:rotate-180",
          className,
        )}
        onClick={(event) => {
          onClick?.(event);
          if (!event.defaultPrevented) toggle();
        }}
        {...props}
      >
        {children}
        <ChevronDownIcon
          className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200"
          aria-hidden="true"
        />
      </button>
    </h3>
  );
}

/**
 * Open: drawn, its height measured into --radix-accordion-content-height for the opening
 * animation. Closed: kept until the closing animation ends (none: at once), then `hidden` and
 * empty, as Radix's Presence does.
 */
function AccordionContent({ className, children, style, ...props }: React.ComponentProps<"div">) {
  const { open, triggerId, contentId } = useItem();
  const ref = React.useRef<HTMLDivElement>(null);
  const [present, setPresent] = React.useState(open);
  if (open && !present) setPresent(true);

  React.useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !present) return;
    // scrollHeight is the content's full height even while the animation holds the box at 0.
    node.style.setProperty("--radix-accordion-content-height", `${node.scrollHeight}px`);
    if (!open && getComputedStyle(node).animationName === "none") setPresent(false);
  }, [open, present]);

  return (
    <div
      ref={ref}
      id={contentId}
      role="region"
      aria-labelledby={triggerId}
      data-state={state(open)}
      data-orientation="vertical"
      data-slot="accordion-content"
      hidden={!present}
      className="overflow-hidden text-sm data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down"
      style={style}
      onAnimationEnd={(event) => {
        if (!open && event.target === event.currentTarget) setPresent(false);
      }}
      {...props}
    >
      {present && <div className={join("pt-0 pb-4", className)}>{children}</div>}
    </div>
  );
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger };
