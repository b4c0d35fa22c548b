"use client";

import * as React from "react";

// Radix's roving focus (@radix-ui/react-roving-focus 1.1) for our RadioGroup and TabsList, without
// its collection, context scopes and Primitive in the first load (docs/performance.md,
// "First-load JavaScript"). One Tab stop: the group (tabIndex 0 once it has a focusable item)
// hands keyboard focus to the active item, else the last focused, else the first; the items
// (tabIndex 0 for the last focused, -1 otherwise) move focus with the arrow keys (of the
// orientation; both when none), Home/PageUp and End/PageDown, looping; Shift+Tab leaves the group.
// Items carry Radix's `data-radix-collection-item`: the DOM order of the group's items.

type Orientation = "horizontal" | "vertical" | undefined;
type Intent = "prev" | "next" | "first" | "last";

const INTENTS: Record<string, Intent> = {
  ArrowLeft: "prev",
  ArrowUp: "prev",
  ArrowRight: "next",
  ArrowDown: "next",
  PageUp: "first",
  Home: "first",
  PageDown: "last",
  End: "last",
};

function focusIntent(event: React.KeyboardEvent, orientation: Orientation, dir: "ltr" | "rtl") {
  let key = event.key;
  if (dir === "rtl") key = key === "ArrowLeft" ? "ArrowRight" : key === "ArrowRight" ? "ArrowLeft" : key;
  if (orientation === "vertical" && (key === "ArrowLeft" || key === "ArrowRight")) return undefined;
  if (orientation === "horizontal" && (key === "ArrowUp" || key === "ArrowDown")) return undefined;
  return INTENTS[key];
}

/** Focuses the first candidate that takes focus (none if the focused element comes first). */
function focusFirst(candidates: (HTMLElement | null | undefined)[], preventScroll = false) {
  const previous = document.activeElement;
  for (const candidate of candidates) {
    if (!candidate) continue;
    if (candidate === previous) return;
    candidate.focus({ preventScroll });
    if (document.activeElement !== previous) return;
  }
}

interface ItemInfo {
  id: string;
  focusable: boolean;
  active: boolean;
}

interface RovingContext {
  orientation: Orientation;
  dir: "ltr" | "rtl";
  loop: boolean;
  currentTabStopId: string | null;
  setCurrentTabStopId: (id: string) => void;
  onItemShiftTab: () => void;
  onFocusableItemAdd: () => void;
  onFocusableItemRemove: () => void;
  items: Map<HTMLElement, ItemInfo>;
  /** The group's focusable items in DOM order. */
  focusableNodes: () => HTMLElement[];
}

const Context = React.createContext<RovingContext | null>(null);
export const RovingFocusProvider = Context.Provider;

/** The group's state and the props its element takes (the caller's handlers run first). */
export function useRovingGroup(
  { orientation, dir, loop }: { orientation: Orientation; dir: "ltr" | "rtl"; loop: boolean },
  props: Pick<React.HTMLAttributes<HTMLElement>, "onMouseDown" | "onFocus" | "onBlur" | "style">,
) {
  const [group, setGroup] = React.useState<HTMLElement | null>(null);
  const [items] = React.useState(() => new Map<HTMLElement, ItemInfo>());
  const [currentTabStopId, setCurrentTabStopId] = React.useState<string | null>(null);
  const [isTabbingBackOut, setIsTabbingBackOut] = React.useState(false);
  const [focusableCount, setFocusableCount] = React.useState(0);
  const isClickFocus = React.useRef(false);

  const ordered = React.useCallback(() => {
    if (!group) return [];
    return [...group.querySelectorAll<HTMLElement>("[data-radix-collection-item]")].filter((node) =>
      items.has(node),
    );
  }, [group, items]);

  const onFocusableItemAdd = React.useCallback(() => setFocusableCount((n) => n + 1), []);
  const onFocusableItemRemove = React.useCallback(() => setFocusableCount((n) => n - 1), []);
  const context = React.useMemo<RovingContext>(
    () => ({
      orientation,
      dir,
      loop,
      currentTabStopId,
      setCurrentTabStopId,
      onItemShiftTab: () => setIsTabbingBackOut(true),
      onFocusableItemAdd,
      onFocusableItemRemove,
      items,
      focusableNodes: () => ordered().filter((node) => items.get(node)?.focusable),
    }),
    [orientation, dir, loop, currentTabStopId, items, ordered, onFocusableItemAdd, onFocusableItemRemove],
  );

  const groupProps = {
    tabIndex: isTabbingBackOut || focusableCount === 0 ? -1 : 0,
    "data-orientation": orientation,
    ref: setGroup,
    style: { outline: "none", ...props.style },
    onMouseDown: (event: React.MouseEvent<HTMLElement>) => {
      props.onMouseDown?.(event);
      if (!event.defaultPrevented) isClickFocus.current = true;
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      props.onFocus?.(event);
      if (event.defaultPrevented) return;
      if (event.target === event.currentTarget && !isClickFocus.current && !isTabbingBackOut) {
        const nodes = ordered().filter((node) => items.get(node)?.focusable);
        const active = nodes.find((node) => items.get(node)?.active);
        const current = nodes.find((node) => items.get(node)?.id === currentTabStopId);
        focusFirst([active, current, ...nodes]);
      }
      isClickFocus.current = false;
    },
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      props.onBlur?.(event);
      if (!event.defaultPrevented) setIsTabbingBackOut(false);
    },
  };
  return { context, groupProps };
}

/**
 * An item's props, to apply after the item's own handlers ran (they are composed: each of ours
 * runs unless the event's default was prevented), as Radix's Slot merges them.
 */
export function useRovingItem({ focusable, active }: { focusable: boolean; active: boolean }) {
  const context = React.useContext(Context);
  if (!context) throw new Error("A roving focus item must be inside its group");
  const id = React.useId();
  const { items, onFocusableItemAdd, onFocusableItemRemove, setCurrentTabStopId } = context;
  const node = React.useRef<HTMLElement | null>(null);
  const info = React.useRef<ItemInfo>({ id, focusable, active });

  React.useEffect(() => {
    if (!focusable) return;
    onFocusableItemAdd();
    return () => onFocusableItemRemove();
  }, [focusable, onFocusableItemAdd, onFocusableItemRemove]);
  // As Radix's collection: the item's state is read from the map, refreshed after each render.
  React.useEffect(() => {
    info.current.focusable = focusable;
    info.current.active = active;
  });

  const ref = React.useCallback(
    (element: HTMLElement | null) => {
      if (node.current) items.delete(node.current);
      node.current = element;
      if (element) items.set(element, info.current);
    },
    [items],
  );

  return {
    tabIndex: context.currentTabStopId === id ? 0 : -1,
    "data-orientation": context.orientation,
    "data-radix-collection-item": "",
    ref,
    onMouseDown: (event: React.MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented) return;
      if (!focusable) event.preventDefault();
      else setCurrentTabStopId(id);
    },
    onFocus: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.defaultPrevented) setCurrentTabStopId(id);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.defaultPrevented) return;
      if (event.key === "Tab" && event.shiftKey) return context.onItemShiftTab();
      if (event.target !== event.currentTarget) return;
      const intent = focusIntent(event, context.orientation, context.dir);
      if (intent === undefined || event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return;
      event.preventDefault();
      let candidates = context.focusableNodes();
      if (intent === "last") candidates.reverse();
      else if (intent === "prev" || intent === "next") {
        if (intent === "prev") candidates.reverse();
        const at = candidates.indexOf(event.currentTarget);
        candidates = context.loop
          ? candidates.map((_, i) => candidates[(at + 1 + i) % candidates.length]!)
          : candidates.slice(at + 1);
      }
      setTimeout(() => focusFirst(candidates));
    },
  };
}
