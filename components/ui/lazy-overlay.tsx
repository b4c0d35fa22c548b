"use client";

import { type ReactNode, useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { type LazyProps, lazyOverlay, type Placeholder, type Preload } from "./lazy-load";
import { placeholderTrigger } from "./placeholder-trigger";

export { lazyOverlay } from "./lazy-load";
export { placeholderTrigger } from "./placeholder-trigger";

// Radix overlays (dialogs, sheets, alert dialogs, menus, selects) closed at first paint load their
// code when first opened, not with the page (docs/performance.md, "First-load JavaScript"). The
// overlay's module (Radix root, trigger and content) is imported when it is first asked for, then
// stays mounted, so its open and close animations, its focus handling and its texts are Radix's as
// before. Until then the trigger is drawn as a plain element that asks for it (`placeholderTrigger`):
// a tap before the chunk arrives opens the overlay when it arrives.

/**
 * A UI module (components/ui/dialog, sheet, …) handed to `children` once first `active`: the
 * overlay's JSX stays where it was, written with the module's components. ./lazy-load.tsx's
 * `lazyOverlay`, loading a component that calls `children` with the module.
 */
export function lazyUi<M>(
  importer: () => Promise<M>,
): ((props: LazyProps & { placeholder?: Placeholder; children: (ui: M) => ReactNode }) => ReactNode) &
  Preload {
  const Overlay = lazyOverlay(() =>
    importer().then(
      (ui) =>
        function WithUi({ children }: { children: (ui: M) => ReactNode }) {
          return children(ui);
        },
    ),
  );
  const { preload } = Overlay;
  function LazyUi({
    placeholder,
    fallback,
    ...props
  }: LazyProps & { placeholder?: Placeholder; children: (ui: M) => ReactNode }) {
    return (
      <Overlay
        {...props}
        fallback={
          placeholder ? placeholderTrigger(placeholder.trigger, { ...placeholder, preload }) : fallback
        }
      />
    );
  }
  LazyUi.preload = preload;
  return LazyUi;
}

/**
 * Loads overlays' code once the page is idle (after its first paint), for pages that open offline
 * (the pass, /rewards): the chunk is then in the service worker's cache.
 */
export function usePreloadWhenIdle(...preloads: Array<() => void>) {
  useEffect(
    () => whenIdle(() => preloads.forEach((preload) => preload()), 3000),
    // Once per page: the preloads are module-level functions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
}

export const LazyDialog = lazyUi(() => import("./dialog"));
export const LazyAlertDialog = lazyUi(() => import("./alert-dialog"));
export const LazySheet = lazyUi(() => import("./sheet"));
export const LazyDropdownMenu = lazyUi(() => import("./dropdown-menu"));
export const LazySelect = lazyUi(() => import("./select"));
