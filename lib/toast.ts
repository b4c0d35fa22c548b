import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

/**
 * The part of sonner's `toast` the app uses, without sonner (and its styles) in any
 * page's first load: the first call imports it, and the <Toaster> (components/ui/sonner.tsx) also
 * imports it once the page is idle, so toasts appear at once and are there offline too (the service
 * worker caches the chunk like every other static file). Sonner replays toasts created before its
 * Toaster subscribed, so a toast fired while the chunk loads is shown, not lost.
 */
type Sonner = typeof SonnerModule;
type Kind = "success" | "error" | "info" | "warning";
export type ToastOptions = Pick<ExternalToast, "description">;

let sonner: Promise<Sonner> | undefined;
let loaded: Sonner | undefined;
const listeners = new Set<(module: Sonner) => void>();

/** Imports sonner once; a failed import (offline, not cached yet) is retried on the next call. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import("sonner").then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    (error: unknown) => {
      sonner = undefined;
      throw error;
    },
  );
  return sonner;
}

/** Calls `listener` with sonner once it is loaded (now, if it already is); returns the unsubscribe. */
export function onSonnerLoaded(listener: (module: Sonner) => void): () => void {
  if (loaded) listener(loaded);
  else listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: ToastOptions) {
  if (loaded) {
    loaded.toast[kind](message, options);
    return;
  }
  loadSonner().then(
    (module) => void module.toast[kind](message, options),
    (error: unknown) => console.error("toast: sonner could not be loaded", error),
  );
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  info: (message: string, options?: ToastOptions) => show("info", message, options),
  warning: (message: string, options?: ToastOptions) => show("warning", message, options),
};
