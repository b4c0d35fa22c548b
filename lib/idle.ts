/**
 * Runs `run` once the browser is idle, at the latest `timeout` ms later (1 s later where there is
 * no requestIdleCallback: Safari). Returns what cancels it, for an effect's cleanup.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = window.setTimeout(run, 1000);
  return () => window.clearTimeout(timer);
}
