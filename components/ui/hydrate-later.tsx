"use client";

import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { loadWhenIdle } from "@/lib/load-when-idle";

/**
 * A client component with nothing to do at first paint (a clock that shows "--" until it ticks)
 * whose code leaves the first load: the server still draws it into the HTML, and in the browser
 * that HTML stays as drawn (a Suspense boundary React hydrates when the code arrives) — the code
 * is fetched when this module is evaluated, with the page's own chunks. `fallback`, drawn by the
 * server, is what shows until then where the boundary is new (a client-side navigation): the
 * component's own first render, so nothing moves. A failed import (offline) is tried again when
 * the page is idle or on the first tap; meanwhile the server's HTML stays (docs/performance.md,
 * "First-load JavaScript").
 */
export function hydrateLater<P extends object>(importer: () => Promise<ComponentType<P>>) {
  let resolve: (module: { default: ComponentType<P> }) => void = () => {};
  const ready = new Promise<{ default: ComponentType<P> }>((r) => (resolve = r));
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const attempt = () =>
      void importer().then(
        (component) => resolve({ default: component }),
        () => loadWhenIdle(attempt, 5000),
      );
    attempt();
  };
  if (typeof window !== "undefined") load();
  const Lazy = lazy(() => {
    load();
    return ready;
  }) as unknown as ComponentType<P>;
  function HydrateLater({ fallback, ...props }: P & { fallback: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P)} />
      </Suspense>
    );
  }
  return HydrateLater;
}
