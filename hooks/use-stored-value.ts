"use client";

import { useMemo, useState, useSyncExternalStore } from "react";

export type StorageArea = "local" | "session";

/** Fired on this tab's writes; the browser's "storage" event only reports other tabs'. */
const CHANGE_EVENT = "t26:storage";

function area(which: StorageArea): Storage {
  return which === "local" ? window.localStorage : window.sessionStorage;
}

export function readStored(which: StorageArea, key: string): string | null {
  try {
    return area(which).getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or, with null, removes) a value and tells every `useStoredValue` reading it. */
export function writeStored(which: StorageArea, key: string, value: string | null) {
  try {
    if (value === null) area(which).removeItem(key);
    else area(which).setItem(key, value);
  } catch {
    // Private mode or a full quota: the value lives until the page closes only.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The raw string stored under `key`, kept in step with `writeStored`: undefined while the page
 * renders on the server and hydrates (storage is not known yet), null when there is none.
 */
export function useStoredValue(which: StorageArea, key: string): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(
    subscribe,
    () => readStored(which, key),
    () => undefined,
  );
}

/** Parses JSON leniently: a missing or corrupt value is null. */
export function parseStored<T>(raw: string | null | undefined): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * The JSON value under `key`. `missing` is true once storage is known to have none (time to
 * redirect). The last value read stays after it is removed, so a screen that clears its flow's
 * storage on success keeps showing until it navigates away.
 */
export function useStoredJson<T>(which: StorageArea, key: string): { value: T | null; missing: boolean } {
  const raw = useStoredValue(which, key);
  const parsed = useMemo(() => parseStored<T>(raw), [raw]);
  const [kept, setKept] = useState<T | null>(null);
  if (parsed !== null && parsed !== kept) setKept(parsed);
  const value = parsed ?? kept;
  return { value, missing: raw !== undefined && value === null };
}
