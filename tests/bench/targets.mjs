// What `npm run bench` measures. Each target builds its autocannon request(s) from a context made
// once per run (sessions, ids). A target whose endpoint does not exist yet reports itself skipped.
import crypto from "node:crypto";

const PHONE_BASE = 5581996000000;

/** Logs in through the real API and the dev outbox; returns the session cookie. */
async function login(base, phone) {
  const res = await fetch(`${base}/api/auth/login/code`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ countryCode: "+55", phone }) });
  if (!res.ok) throw new Error(`login code: ${res.status} ${await res.text()}`);
  const e164 = (await res.json()).phone;
  const outbox = await (await fetch(`${base}/api/dev/outbox?recipient=${encodeURIComponent(e164)}`)).json();
  const code = outbox.messages[0].code;
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const csrf = (await csrfRes.json()).csrfToken;
  const csrfCookie = csrfRes.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  const cb = await fetch(`${base}/api/auth/callback/participant-otp`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie },
    body: new URLSearchParams({ csrfToken: csrf, phone: e164, code, json: "true" }),
    redirect: "manual",
  });
  const session = cb.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("t26.session="));
  if (!session) throw new Error(`no session for ${phone}: ${cb.status}`);
  return session;
}

export async function prepareTargets(base) {
  return { base, participant: await login(base, "81999990001") };
}

async function exists(base, path, init) {
  const res = await fetch(`${base}${path}`, init);
  return res.status !== 404;
}

let phoneSeq = 0;
export const TARGETS = [
  {
    label: "health (1 DB round trip)",
    path: () => "/api/health",
  },
  {
    label: "login code issue",
    method: "POST",
    // Every request a new phone: the per-phone limit is part of the work, not a wall.
    requests: () => [
      {
        method: "POST",
        path: "/api/auth/login/code",
        headers: { "content-type": "application/json" },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ countryCode: "+55", phone: String(PHONE_BASE + ++phoneSeq + crypto.randomInt(1000) * 1000).slice(2) }) }),
      },
    ],
  },
  {
    label: "me (session + 1 query)",
    path: () => "/api/me",
    headers: (ctx) => ({ cookie: ctx.participant }),
  },
];
