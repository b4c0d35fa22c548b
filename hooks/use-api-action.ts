"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** The message to show for a failed request: the server's translated one, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.message : fallback;
}

export interface ApiActionOptions<T> {
  /** Shown when the request fails without a server message (network down, opaque 500). */
  fallback: string;
  /** Toast title for a failure; the server's message becomes its description. Without it, the message is the title. */
  errorTitle?: string;
  onSuccess?: (result: T) => void | Promise<void>;
  /** Handles a failure itself; return true to skip the toast (e.g. mapped to form fields). */
  onError?: (error: unknown) => boolean | void;
}

/**
 * An API action with a busy flag and an error toast: `run` ignores calls while one is in
 * flight (no double submits) and resolves to the result, or undefined when it failed.
 */
export function useApiAction<Args extends unknown[], T>(
  action: (...args: Args) => Promise<T>,
  options: ApiActionOptions<T>,
) {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(async (...args: Args): Promise<T | undefined> => {
    if (inFlight.current) return undefined;
    inFlight.current = true;
    setBusy(true);
    const { action: act, options: opts } = latest.current;
    try {
      const result = await act(...args);
      await opts.onSuccess?.(result);
      return result;
    } catch (error) {
      if (opts.onError?.(error) === true) return undefined;
      const message = errorMessage(error, opts.fallback);
      if (opts.errorTitle) toast.error(opts.errorTitle, { description: message });
      else toast.error(message);
      return undefined;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy };
}
