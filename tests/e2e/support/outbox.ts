import type { APIRequestContext } from "@playwright/test";

/** One message of the dev outbox (GET /api/dev/outbox, test and development only). */
export interface OutboxMessage {
  recipient: string;
  code: string | null;
  body: string;
  createdAt: string;
}

export interface ReadCodeOptions {
  /** Server to ask (default: the request context's baseURL). Use SHORT_TTL_URL for the 6 s server. */
  baseURL?: string;
  /** Ignore messages created before this instant (e.g. the code sent before a resend). */
  after?: Date;
  /** Give up after this many ms (default 10 s). */
  timeoutMs?: number;
}

/**
 * The newest one-time code sent to `recipient` (E.164, e.g. +5581999990001), read from the dev
 * outbox. Polls until a message with a code shows up, so call it right after the action that
 * sends the code.
 */
export async function readLatestCode(
  request: APIRequestContext,
  recipient: string,
  options: ReadCodeOptions = {},
): Promise<string> {
  const { baseURL, after, timeoutMs = 10_000 } = options;
  const path = `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`;
  const url = baseURL ? new URL(path, baseURL).toString() : path;
  const deadline = Date.now() + timeoutMs;
  let last = "no answer yet";

  for (;;) {
    const res = await request.get(url, { failOnStatusCode: false });
    if (res.ok()) {
      const data = (await res.json()) as { messages?: OutboxMessage[] };
      const message = (data.messages ?? []).find(
        (m) =>
          m.recipient === recipient &&
          typeof m.code === "string" &&
          m.code.length > 0 &&
          (!after || new Date(m.createdAt).getTime() >= after.getTime()),
      );
      if (message?.code) return message.code;
      last = `${data.messages?.length ?? 0} message(s), none with a code${after ? ` after ${after.toISOString()}` : ""}`;
    } else {
      last = `HTTP ${res.status()} ${(await res.text()).slice(0, 200)}`;
    }
    if (Date.now() > deadline)
      throw new Error(
        `readLatestCode: no code for ${recipient} at ${url} within ${timeoutMs} ms (last: ${last})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
