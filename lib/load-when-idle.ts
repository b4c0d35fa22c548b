import { whenIdle } from "@/lib/idle";

/** What counts as the first use of the page (capture phase: before any handler can stop it). */
export const FIRST_USE_EVENTS = ["pointerdown", "keydown", "touchstart"] as const;

/**
 * Calls `load` once: when the page is idle (at the latest `timeout` ms later) or on the first
 * pointer down, touch or key press, whichever comes first — for code the first paint does not
 * need but the first tap does. Returns what cancels it (for an effect's cleanup).
 */
export function loadWhenIdle(load: () => void, timeout: number): () => void {
  let done = false;
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    done = true;
    cancelIdle();
    for (const type of FIRST_USE_EVENTS) window.removeEventListener(type, run, options);
  };
  const run = () => {
    if (done) return;
    stop();
    load();
  };
  const cancelIdle = whenIdle(run, timeout);
  for (const type of FIRST_USE_EVENTS) window.addEventListener(type, run, options);
  return stop;
}
