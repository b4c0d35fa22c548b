"use client";

import { type ComponentType, type ReactElement, type ReactNode, useEffect, useState } from "react";
import type { TriggerProps } from "./placeholder-trigger";

// A component loaded when first wanted (`lazyOverlay`): an overlay on its first opening, the root
// layout's late parts once the page has hydrated (components/pwa/root-extras.tsx, so every route's
// first load has this module once and a screen's lazy overlays add only their own lines). The
// trigger drawn until an overlay is there is ./placeholder-trigger.tsx (its own module: the screens
// that only use `lazyOverlay` do not carry it), and ./lazy-overlay.tsx holds the loaders of every
// UI overlay module (docs/performance.md, "First-load JavaScript").

export type LazyProps = {
  /** The overlay is wanted (opened): its code loads, then it renders (and stays rendered). */
  active: boolean;
  /** Drawn until the code is there (e.g. `placeholderTrigger(...)`); nothing by default. */
  fallback?: ReactNode;
  /**
   * The code did not load (offline): an overlay undoes its opening, so the next tap tries again; a
   * part loaded after hydration schedules `retry` and returns what cancels it.
   */
  onLoadError?: (retry: () => void) => void | (() => void);
};

/**
 * The overlay's trigger, drawn by `placeholderTrigger` until the code is there, preloading this
 * overlay's own code (lazyUi's components; instead of `fallback`).
 */
export type Placeholder = {
  trigger: ReactElement<TriggerProps>;
  popup: "dialog" | "menu" | "listbox";
  onOpen: () => void;
};

export type Preload = {
  /** Starts loading the code (pointer down, focus, hover on the trigger; idle time). */
  preload: () => void;
};

/**
 * A component from its own module (e.g. a whole sheet), rendered once first `active`. The module is
 * imported once (`preload` or the first opening), and again after a failed import.
 */
export function lazyOverlay<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): ((props: P & LazyProps) => ReactNode) & Preload {
  let pending: Promise<ComponentType<P>> | null = null;
  const load = () =>
    (pending ??= importer().catch((err: unknown) => {
      pending = null; // a later tap tries again
      throw err;
    }));
  function LazyOverlay({ active, fallback, onLoadError, ...props }: P & LazyProps) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      if (!active || Loaded) return;
      let live = true;
      let cancel: void | (() => void);
      const attempt = () =>
        load().then(
          (module) => live && setLoaded(() => module),
          () => live && (cancel = onLoadError?.(attempt)),
        );
      attempt();
      return () => {
        live = false;
        cancel?.();
      };
      // onLoadError is read when the load settles; a new function each render must not restart it.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [active, Loaded]);
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  LazyOverlay.preload = () => void load().catch(() => undefined);
  return LazyOverlay;
}
