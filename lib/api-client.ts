/** Browser-side fetch for our JSON API: throws ApiError with the server's translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  // FormData goes as multipart (the browser sets the boundary); anything else as JSON.
  const form = typeof FormData !== "undefined" && init.body instanceof FormData;
  const res = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers: init.body === undefined || form ? undefined : { "Content-Type": "application/json" },
    body: init.body === undefined ? undefined : form ? (init.body as FormData) : JSON.stringify(init.body),
    signal: init.signal,
    credentials: "same-origin",
  });
  const data = (await res.json().catch(() => null)) as
    (T & { error?: { code: string; message: string; fields?: Record<string, string[]> } }) | null;
  if (!res.ok) {
    const error = data?.error;
    throw new ApiError(
      res.status,
      error?.code ?? "INTERNAL",
      error?.message ?? res.statusText,
      error?.fields,
      error as Record<string, unknown> | undefined,
    );
  }
  return data as T;
}
