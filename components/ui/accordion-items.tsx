"use client";

import {
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

// The accordion's state, drawn with what ./accordion.tsx computed on the server (the parts' classes,
// the chevron, each item's attributes): the browser's code is the open item, the ids, the height
// animation and the keys, nothing else (docs/performance.md, "First-load JavaScript").

export interface AccordionItemData {
  value: string;
  trigger: ReactNode;
  content: ReactNode;
  /** The item's own attributes (its class joined with the part's). */
  props: ComponentProps<"div">;
  /** The content's inner class (joined with the part's). */
  inner: string;
}

export interface AccordionLook {
  trigger: string;
  content: string;
  icon: ReactNode;
}

export interface AccordionItemsProps extends ComponentProps<"div"> {
  items: AccordionItemData[];
  look: AccordionLook;
}

const KEYS = ["ArrowDown", "ArrowUp", "Home", "End"];

/** ArrowDown/ArrowUp (looping), Home and End move focus between this accordion's triggers (Radix's keys). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const triggers = [...event.currentTarget.querySelectorAll<HTMLElement>(":scope>*>h3>button")];
  const at = triggers.indexOf(event.target as HTMLElement);
  const count = triggers.length;
  const to = KEYS.indexOf(event.key);
  if (at < 0 || to < 0) return;
  event.preventDefault();
  triggers[[at + 1, at + count - 1, 0, count - 1][to]! % count]!.focus();
}

/** Radix's single, collapsible mode: every item closed at first, one open at a time. */
export function AccordionItems({ items, look, ...props }: AccordionItemsProps) {
  const [value, setValue] = useState("");
  const id = useId();
  return (
    <div data-slot="accordion" data-orientation="vertical" onKeyDown={moveFocus} {...props}>
      {items.map((item, i) => (
        <Item
          key={item.value}
          item={item}
          look={look}
          id={id + i}
          open={item.value === value}
          toggle={() => setValue(item.value === value ? "" : item.value)}
        />
      ))}
    </div>
  );
}

/**
 * Open: drawn, its height measured into --radix-accordion-content-height for the opening
 * animation. Closed: kept until the closing animation ends (none: at once), then `hidden` and
 * empty, as Radix's Presence does.
 */
function Item({
  item,
  look,
  id,
  open,
  toggle,
}: {
  item: AccordionItemData;
  look: AccordionLook;
  id: string;
  open: boolean;
  toggle: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [present, setPresent] = useState(open);
  if (open && !present) setPresent(true);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !present) return;
    // scrollHeight is the content's full height even while the animation holds the box at 0.
    node.style.setProperty("--radix-accordion-content-height", `${node.scrollHeight}px`);
    if (!open && getComputedStyle(node).animationName === "none") setPresent(false);
  }, [open, present]);

  const state = open ? "open" : "closed";
  return (
    <div data-state={state} data-orientation="vertical" data-slot="accordion-item" {...item.props}>
      <h3 data-orientation="vertical" data-state={state} className="flex">
        <button
          type="button"
          id={id + "t"}
          aria-controls={open ? id + "c" : undefined}
          aria-expanded={open}
          data-state={state}
          data-orientation="vertical"
          data-slot="accordion-trigger"
          className={look.trigger}
          onClick={toggle}
        >
          {item.trigger}
          {look.icon}
        </button>
      </h3>
      <div
        ref={ref}
        id={id + "c"}
        role="region"
        aria-labelledby={id + "t"}
        data-state={state}
        data-orientation="vertical"
        data-slot="accordion-content"
        hidden={!present}
        className={look.content}
        onAnimationEnd={(event) => {
          if (!open && event.target === event.currentTarget) setPresent(false);
        }}
      >
        {present && <div className={item.inner}>{item.content}</div>}
      </div>
    </div>
  );
}
