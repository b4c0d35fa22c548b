/* Together 2026 service worker.
 *
 * Offline: the pages a participant needs without signal (the pass, the boarding cards, the homes)
 * and the staff reader open offline once visited. Pages are network-first: the network's answer
 * is served whenever it comes, however slow (a congested venue network is not "offline"); the
 * cached copy, or the offline page, only when the request itself fails. Next's content-hashed
 * static files are cache-first. Cached pages are personal: the app deletes them at logout
 * (lib/pwa.ts).
 */
const PAGE_CACHE = "t26-pages-v1";
const ASSET_CACHE = "t26-assets-v1";
const DATA_CACHE = "t26-data-v1";
/** Not personal: the interface language the app last showed, for the offline page. */
const SETTINGS_CACHE = "t26-settings-v1";
const KEEP = [PAGE_CACHE, ASSET_CACHE, DATA_CACHE, SETTINGS_CACHE];
const LOCALE_KEY = "/__t26/locale";

/** Pages kept for offline use (exact paths; the query string is part of the key). */
const OFFLINE_PAGES = ["/checkin", "/transport", "/rewards", "/dashboard", "/dashboard-evento", "/app-checkin/home", "/app-checkin/reader"];
/** GET APIs those pages read from the browser, kept the same way (prefixes). */
const OFFLINE_DATA = ["/api/me", "/api/staff/me", "/api/staff/items"];

self.addEventListener("install", () => self.skipWaiting());

/**
 * Fetches a page as the browser would and keeps it, if it is one of the offline pages. With
 * `withAssets`, also the static files its HTML names, so a page never opened on this device (the
 * pass, kept right after login) still starts its scripts offline.
 */
async function remember(href, withAssets = false) {
  const url = new URL(href, self.location.origin);
  if (url.origin !== self.location.origin || !OFFLINE_PAGES.includes(url.pathname)) return;
  const request = new Request(url.href, { credentials: "same-origin", headers: { Accept: "text/html" } });
  try {
    const res = await fetch(request);
    if (!res.ok || res.redirected) return;
    // Its static files first, the page last: a page in the cache means it can start offline (the
    // app, and the e2e, take "the pass is cached" as "the pass opens offline").
    if (withAssets) {
      const html = await res.clone().text();
      await precache(Array.from(html.matchAll(/\/_next\/static\/[^"'\s\\)]+/g), (m) => m[0]));
    }
    await (await caches.open(PAGE_CACHE)).put(request, res);
  } catch {
    // offline right now: the next visit will do
  }
}

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith("t26-") && !KEEP.includes(key)) await caches.delete(key);
      await self.clients.claim();
      // The page that installed us was loaded before we existed: keep it too ("once visited").
      for (const client of await self.clients.matchAll({ type: "window" })) await remember(client.url);
    })(),
  );
});

// Client-side navigations (Next's <Link>) fetch RSC payloads, not pages: the app tells us which
// page is showing so the offline copy exists after the first visit however it was reached.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "visited" && typeof data.url === "string") event.waitUntil(remember(data.url));
  // Pages to have offline before they are ever opened (the pass: at login and on each home visit,
  // so a pass that changed is refreshed too).
  if (data.type === "keep" && Array.isArray(data.urls))
    event.waitUntil(Promise.all(data.urls.slice(0, 10).map((u) => remember(String(u), true))));
  if (data.type === "locale" && typeof data.locale === "string") event.waitUntil(saveLocale(data.locale));
  // The files a page loaded before we controlled it (or lazily afterwards): keep Next's static ones.
  if (data.type === "precache" && Array.isArray(data.urls)) event.waitUntil(precache(data.urls));
});

async function precache(urls) {
  const cache = await caches.open(ASSET_CACHE);
  for (const href of urls.slice(0, 200)) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !isStaticAsset(url)) continue;
    if (await cache.match(url.href)) continue;
    try {
      const res = await fetch(url.href);
      if (res.ok) await cache.put(url.href, res);
    } catch {
      // offline: next time
    }
  }
}

function isStaticAsset(url) {
  return url.pathname.startsWith("/_next/static/") || url.pathname.startsWith("/icons/") || url.pathname.startsWith("/images/") || url.pathname === "/icon.svg";
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) cache.put(request, res.clone());
  return res;
}

async function networkFirst(request, cacheName, fallback) {
  try {
    const res = await fetch(request);
    // Only a real page of this user: no redirects (to /login), no errors.
    if (res.ok && !res.redirected) await (await caches.open(cacheName)).put(request, res.clone());
    return res;
  } catch (error) {
    const cache = await caches.open(cacheName);
    const hit = (await cache.match(request)) || (await cache.match(request, { ignoreSearch: true }));
    if (hit) return hit;
    if (fallback) return fallback();
    throw error;
  }
}

/** The offline page's texts, in the app's three languages (messages/*.json cannot be read here). */
const OFFLINE_TEXTS = {
  pt: {
    lang: "pt-BR",
    title: "Sem conexão",
    body: "Esta página ainda não foi aberta neste aparelho. Conecte-se à internet e tente de novo.",
    retry: "Tentar novamente",
    pass: "Abrir meu passe",
  },
  en: {
    lang: "en",
    title: "No connection",
    body: "This page has not been opened on this device yet. Connect to the internet and try again.",
    retry: "Try again",
    pass: "Open my pass",
  },
  es: {
    lang: "es",
    title: "Sin conexión",
    body: "Esta página aún no se abrió en este dispositivo. Conéctate a internet e inténtalo de nuevo.",
    retry: "Intentar de nuevo",
    pass: "Abrir mi pase",
  },
};

function localeOf(tag) {
  const base = String(tag || "").toLowerCase().split("-")[0];
  return base in OFFLINE_TEXTS ? base : null;
}

async function saveLocale(tag) {
  const locale = localeOf(tag);
  if (!locale) return;
  await (await caches.open(SETTINGS_CACHE)).put(LOCALE_KEY, new Response(locale));
}

/** The language the app last showed on this device, else the browser's, else Portuguese. */
async function offlineLocale() {
  const saved = await (await caches.open(SETTINGS_CACHE)).match(LOCALE_KEY);
  return localeOf(saved && (await saved.text())) || localeOf(self.navigator.language) || "pt";
}

async function offlinePage(request) {
  const t = OFFLINE_TEXTS[await offlineLocale()];
  const retry = request ? new URL(request.url).pathname : "/";
  const html = `<!doctype html><html lang="${t.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t.title} · Together 2026</title>
<style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100dvh;margin:0;background:#f5f3ff;color:#1e1b4b;text-align:center;padding:24px}h1{font-size:1.25rem}a{display:inline-block;margin:6px;padding:12px 18px;border-radius:12px;color:#3b0764;font-weight:600}a.primary{background:#5b21b6;color:#fff}</style></head>
<body><main><h1>${t.title}</h1><p>${t.body}</p><p><a class="primary" href="${retry}">${t.retry}</a><a href="/checkin">${t.pass}</a></p></main></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (isStaticAsset(url)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    const offline = () => offlinePage(request);
    if (OFFLINE_PAGES.includes(url.pathname)) event.respondWith(networkFirst(request, PAGE_CACHE, offline));
    else
      event.respondWith(
        fetch(request).catch(async () => (await (await caches.open(PAGE_CACHE)).match(request)) || offline()),
      );
    return;
  }
  // React Server Component payloads of client-side navigations: network only; when it fails
  // Next falls back to a full navigation, which the branch above answers.
  if (request.headers.get("RSC")) return;
  if (OFFLINE_DATA.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  }
});

// Web push: a notification of the app (title, body, the page to open), shown even when closed.
self.addEventListener("push", (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { title: "Together 2026", body: event.data ? event.data.text() : "" };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || "Together 2026", {
      body: data.body || "",
      icon: "/icon.svg",
      badge: "/icon.svg",
      data: { url: typeof data.url === "string" && data.url.startsWith("/") ? data.url : "/notifications" },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.url || "/notifications", self.location.origin).href;
  event.waitUntil(
    (async () => {
      for (const client of await self.clients.matchAll({ type: "window", includeUncontrolled: true })) {
        if ("focus" in client) {
          await client.navigate(url).catch(() => undefined);
          return client.focus();
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
