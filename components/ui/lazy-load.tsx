"use client";

import { type ComponentType, type ReactElement, type ReactNode, useEffect, useState } from "react";
import type { TriggerProps } from "./placeholder-trigger";

// A component loaded when first wanted (`lazyOverlay`); the trigger drawn until then is
// ./placeholder-trigger.tsx (its own module: the screens that only use `lazyOverlay` do not carry
// it). Its own module so that a screen with lazy overlays of its own (/dependents' sheet,
// /profile/edit) does not also carry ./lazy-overlay.tsx's loaders of every UI overlay module. Every
// byte here is in those screens' first load: one closure per overlay, no helpers
// (docs/performance.md, "First-load JavaScript").

export type LazyProps = {
  /** The overlay is wanted (opened): its code loads, then it renders (and stays rendered). */
  active: boolean;
  /** Drawn until the code is there (e.g. `placeholderTrigger(...)`); nothing by default. */
  fallback?: ReactNode;
  /** The code did not load (offline): undo the opening, so the next tap tries again. */
  onLoadError?: () => void;
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
  function LazyOverlay({ active, fallback = null, onLoadError, ...props }: P & LazyProps) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      // No guard for a late result: after unmounting React drops the state; after an undone
      // opening the overlay is drawn closed, as after it closes.
      if (active && !Loaded)
        load().then(
          (module) => setLoaded(() => module),
          () => onLoadError?.(),
        );
      // onLoadError is read when the load settles; a new function each render must not restart it.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [active, Loaded]);
    return Loaded ? <Loaded {...(props as P)} /> : fallback;
  }
  LazyOverlay.preload = () => void load().catch(() => undefined);
  return LazyOverlay;
}
