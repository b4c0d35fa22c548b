"use client";

import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from "react";

// The trigger drawn until a lazy overlay's code is there (./lazy-load.tsx, ./lazy-overlay.tsx). A
// module of its own: the screens that use `lazyOverlay` only (/dependents, /profile/edit, the
// feed's overlays) do not carry it (docs/performance.md, "First-load JavaScript").

export type TriggerProps = {
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
};

/**
 * The trigger as drawn before the overlay's code is there: the same element, with the closed
 * state's ARIA attributes. A click (a tap, Enter, Space; ArrowDown/ArrowUp for menus and lists, as
 * Radix's triggers) calls `onOpen`; pointer down, focus and hover start loading the code.
 */
export function placeholderTrigger<T extends TriggerProps>(
  trigger: ReactElement<T>,
  {
    popup,
    onOpen,
    preload,
  }: { popup: "dialog" | "menu" | "listbox"; onOpen: () => void; preload: () => void },
): ReactElement<T> {
  const own = trigger.props;
  const props: TriggerProps & Record<string, unknown> = {
    "aria-haspopup": popup,
    "aria-expanded": false,
    "data-state": "closed",
    onClick: (e) => {
      own.onClick?.(e);
      if (!e.defaultPrevented) onOpen();
    },
    onKeyDown: (e) => {
      own.onKeyDown?.(e);
      if (popup !== "dialog" && !e.defaultPrevented && (e.key === "ArrowDown" || e.key === "ArrowUp")) {
        e.preventDefault();
        onOpen();
      }
    },
    onPointerDown: (e) => {
      own.onPointerDown?.(e);
      preload();
    },
    onPointerEnter: (e) => {
      own.onPointerEnter?.(e);
      preload();
    },
    onFocus: (e) => {
      own.onFocus?.(e);
      preload();
    },
  };
  return cloneElement(trigger, props as Partial<T>);
}
