"use client";

import { type ReactNode, useEffect } from "react";
import { whenIdle } from "@/lib/idle";
import { type LazyProps, lazyOverlay, type Placeholder, type Preload } from "./lazy-load";
import { placeholderTrigger } from "./placeholder-trigger";

// ./lazy-overlay.tsx's `lazyUi` and `usePreloadWhenIdle`, in a module of their own: a screen that
// declares its own UI loaders (components/community/menus.ts) does not carry ./lazy-overlay.tsx's
// loaders of every UI overlay module (docs/performance.md, "First-load JavaScript").

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
