import "server-only";
import webpush from "web-push";
import type { AppLocale } from "@/lib/i18n/config";
import { translator } from "@/lib/i18n/translate";
import { db } from "@/lib/server/db";
import { isProduction } from "@/lib/server/env";
import { AppError } from "@/lib/server/errors";
import { vapidKeys } from "@/lib/server/keys";

/**
 * Web push: the browser's push subscription is stored per user (endpoint unique); every new
 * notification is also pushed to that user's devices, in their language. Endpoints must belong to
 * a browser push service (the server POSTs to them: no arbitrary URLs); outside production a
 * local endpoint is allowed so tests can play the push service. Gone subscriptions (404/410) are
 * deleted.
 */
const PUSH_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /(^|\.)push\.services\.mozilla\.com$/,
  /(^|\.)notify\.windows\.com$/,
  /(^|\.)push\.apple\.com$/,
  /^android\.googleapis\.com$/,
];

export function allowedEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === "https:" && PUSH_HOSTS.some((h) => h.test(url.hostname))) return true;
  return (
    !isProduction() &&
    url.protocol === "http:" &&
    (url.hostname === "127.0.0.1" || url.hostname === "localhost")
  );
}

export async function subscribePush(
  userId: string,
  sub: { endpoint: string; keys: { p256dh: string; auth: string } },
) {
  if (!allowedEndpoint(sub.endpoint)) throw new AppError(400, "PUSH_ENDPOINT_INVALID");
  // A device belongs to whoever is logged in on it now.
  await db.pushSubscription.upsert({
    where: { endpoint: sub.endpoint },
    create: { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
    update: { userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth },
  });
  return { subscribed: true, publicKey: vapidKeys().publicKey };
}

export async function unsubscribePush(userId: string, endpoint: string) {
  await db.pushSubscription.deleteMany({ where: { userId, endpoint } });
  return { subscribed: false };
}

const pending = new Set<Promise<unknown>>();
/** Tests: wait for the pushes started so far. */
export async function flushPushes() {
  await Promise.allSettled([...pending]);
}

/**
 * Sends one notification to every device of the given users (fire-and-forget for the caller):
 * one read of their subscriptions, then at most PUSH_CONCURRENCY sends at a time; one device's
 * failure never stops the others.
 */
export function pushNotification(
  userIds: string[],
  notification: { key: string; params: Record<string, string | number>; link?: string | null },
) {
  if (userIds.length === 0) return;
  const job = deliver(userIds, notification).catch((error) => console.error("[push] delivery failed", error));
  pending.add(job);
  void job.finally(() => pending.delete(job));
}

const PUSH_CONCURRENCY = 16;

async function deliver(
  userIds: string[],
  { key, params, link }: { key: string; params: Record<string, string | number>; link?: string | null },
) {
  const subs = await db.pushSubscription.findMany({
    where: { userId: { in: userIds } },
    select: { id: true, endpoint: true, p256dh: true, auth: true, user: { select: { locale: true } } },
  });
  if (subs.length === 0) return;
  const payloads = new Map<string, string>();
  const payloadFor = (locale: AppLocale) => {
    let payload = payloads.get(locale);
    if (!payload) {
      const t = translator(locale, "notifications.items");
      payload = JSON.stringify({
        title: t.has(`${key}.title`) ? t(`${key}.title`, params) : "Together 2026",
        body: t.has(`${key}.description`) ? t(`${key}.description`, params) : "",
        url: link && link.startsWith("/") ? link : "/notifications",
      });
      payloads.set(locale, payload);
    }
    return payload;
  };
  const { publicKey, privateKey, subject } = vapidKeys();
  const send = async (s: (typeof subs)[number]) => {
    // web-push encrypts (aes128gcm) and signs (VAPID); the request itself goes through fetch, so
    // the same code reaches an https push service or the local test service.
    const payload = payloadFor((s.user.locale ?? "pt") as AppLocale);
    const details = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      payload,
      { vapidDetails: { subject, publicKey, privateKey }, TTL: 3600 },
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      signal: AbortSignal.timeout(5000),
    });
    if (res.status === 404 || res.status === 410)
      await db.pushSubscription.deleteMany({ where: { id: s.id } });
    else if (!res.ok) throw new Error(`push service answered ${res.status}`);
  };
  let next = 0;
  const worker = async () => {
    while (next < subs.length) {
      const s = subs[next++]!;
      await send(s).catch((error) => console.error("[push] delivery failed", error));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, subs.length) }, worker));
}

/** GET /api/push/subscription — the VAPID public key the browser subscribes with. */
export interface PushPublicKey {
  publicKey: string;
}
