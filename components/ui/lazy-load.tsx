"use client";

import {
  createElement,
  type ComponentType,
  type ReactElement,
  type ReactNode,
  useEffect,
  useState,
} from "react";
import type { TriggerProps } from "./placeholder-trigger";

// The core of ./lazy-overlay.tsx: a component loaded when first wanted (`lazyOverlay`); the trigger
// drawn until then is ./placeholder-trigger.tsx (its own module: the screens that only use
// `lazyOverlay` do not carry it). Its own module so that a screen with lazy overlays of its own
// (/dependents' sheet, /profile/edit) does not also carry lazy-overlay.tsx's loaders of every UI
// overlay module (~0.7 KB gzip; docs/performance.md, "First-load JavaScript").

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

export function loader<M>(importer: () => Promise<M>) {
  let pending: Promise<M> | null = null;
  return () =>
    (pending ??= importer().catch((err: unknown) => {
      pending = null; // a later tap tries again
      throw err;
    }));
}

/** The module once `active` has been true and it has loaded; null before. */
export function useLoaded<M>(load: () => Promise<M>, active: boolean, onLoadError?: () => void): M | null {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const waiting = active && !loaded;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    load().then(
      (module) => live && setLoaded({ module }),
      () => live && onLoadError?.(),
    );
    return () => {
      live = false;
    };
    // onLoadError is read when the load settles; a new function each render must not restart it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, load]);
  return loaded?.module ?? null;
}

/** A component from its own module (e.g. a whole sheet), rendered once first `active`. */
export function lazyOverlay<P extends object>(
  importer: () => Promise<ComponentType<P>>,
): ((props: P & LazyProps) => ReactNode) & Preload {
  const load = loader(importer);
  function LazyOverlay({ active, fallback = null, onLoadError, ...props }: P & LazyProps) {
    const Loaded = useLoaded(load, active, onLoadError);
    return Loaded ? createElement(Loaded, props as P) : fallback;
  }
  return Object.assign(LazyOverlay, { preload: () => void load().catch(() => undefined) });
}
