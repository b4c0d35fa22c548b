"use client";

import { useCallback, useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";

/** Thrown by `uploadAll` when everything was cancelled ('Cancelar envio'). */
export class UploadCancelled extends Error {
  constructor() {
    super("upload cancelled");
    this.name = "UploadCancelled";
  }
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null; // an opaque answer: the status says enough
  }
}

/**
 * POST one file as multipart, reporting the upload's progress (fetch cannot: request streams are
 * not in every browser and need HTTP/2). Answers and errors as apiFetch's: the parsed JSON, an
 * ApiError with the server's translated message, a TypeError when the network failed, or an
 * AbortError DOMException when `signal` aborted it.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  { onProgress, signal }: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException("cancelled", "AbortError"));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText) as
        (T & { error?: { code: string; message: string; fields?: Record<string, string[]> } }) | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      const error = data?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? "INTERNAL",
          error?.message ?? xhr.statusText,
          error?.fields,
          error as Record<string, unknown> | undefined,
        ),
      );
    };
    xhr.onerror = () => reject(new TypeError("Network request failed"));
    xhr.onabort = () => reject(new DOMException("cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
}

export interface UploadState {
  phase: "waiting" | "uploading" | "done";
  /** 0–100, of the bytes sent. */
  percent: number;
}

/**
 * Uploads photos one after the other with each one's progress; `cancel(id)` drops one photo (its
 * upload stops, the others go on), `cancelAll()` stops everything (`uploadAll` then throws
 * UploadCancelled). Photos are resized before they get here (lib/image-resize.ts).
 */
export function usePhotoUpload() {
  const [states, setStates] = useState<Record<string, UploadState>>({});
  const batch = useRef<AbortController | null>(null);
  const current = useRef(new Map<string, AbortController>());
  const dropped = useRef(new Set<string>());

  const setState = (id: string, state: UploadState) =>
    setStates((all) => (id in all ? { ...all, [id]: state } : all));

  const uploadAll = useCallback(async <T>(url: string, items: { id: string; file: File }[]) => {
    const run = new AbortController();
    batch.current = run;
    dropped.current = new Set();
    setStates(Object.fromEntries(items.map((i) => [i.id, { phase: "waiting", percent: 0 }])));
    const results: { id: string; result: T }[] = [];
    try {
      for (const item of items) {
        if (run.signal.aborted) throw new UploadCancelled();
        if (dropped.current.has(item.id)) continue;
        const one = new AbortController();
        const stop = () => one.abort();
        run.signal.addEventListener("abort", stop, { once: true });
        current.current.set(item.id, one);
        setState(item.id, { phase: "uploading", percent: 0 });
        try {
          const result = await uploadFile<T>(url, item.file, {
            signal: one.signal,
            onProgress: (f) => setState(item.id, { phase: "uploading", percent: Math.round(f * 100) }),
          });
          setState(item.id, { phase: "done", percent: 100 });
          results.push({ id: item.id, result });
        } catch (error) {
          if (!isAbort(error)) throw error;
          if (run.signal.aborted) throw new UploadCancelled();
        } finally {
          run.signal.removeEventListener("abort", stop);
          current.current.delete(item.id);
        }
      }
      // A photo dropped after its upload finished is left out too.
      return results.filter((r) => !dropped.current.has(r.id));
    } finally {
      if (batch.current === run) batch.current = null;
    }
  }, []);

  const cancel = useCallback((id: string) => {
    dropped.current.add(id);
    current.current.get(id)?.abort();
    setStates(({ [id]: _gone, ...rest }) => rest);
  }, []);

  const cancelAll = useCallback(() => {
    batch.current?.abort();
    setStates({});
  }, []);

  const reset = useCallback(() => setStates({}), []);

  return { states, uploadAll, cancel, cancelAll, reset };
}
