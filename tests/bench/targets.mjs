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

function passToken(key, userId) {
  const message = `T26.1.p.${userId}`;
  return `${message}.${crypto.sign(null, Buffer.from(message, "ascii"), key).toString("base64url")}`;
}

export async function prepareTargets(base, { dbFile, authSecret, passKey }) {
  const { encode } = await import("next-auth/jwt");
  const Database = (await import("better-sqlite3")).default;
  const db = new Database(dbFile, { readonly: true });
  // Door traffic: signed passes of people enrolled in an event who have not checked in yet.
  const doors = db
    .prepare("SELECT e.eventId, e.userId FROM Enrolment e WHERE NOT EXISTS (SELECT 1 FROM CheckIn c WHERE c.userId = e.userId AND c.eventId = e.eventId) ORDER BY e.id")
    .all();
  // Enrolment under contention: many different participants at one 300-seat event.
  const people = db.prepare("SELECT id FROM User WHERE phone IS NOT NULL AND guardianId IS NULL AND deletedAt IS NULL ORDER BY id LIMIT 2000").all();
  const crowded = db.prepare("SELECT id FROM Event WHERE capacity BETWEEN 200 AND 400 ORDER BY id LIMIT 1").get();
  db.close();
  const key = passKey;
  const cookies = await Promise.all(people.map(async (p) => `t26.session=${await encode({ token: { sub: p.id, role: "participant" }, secret: authSecret })}`));
  return {
    base,
    participant: await login(base, "81999990001"),
    staff: `t26.session=${await encode({ token: { sub: "seed-staff-checkin", role: "staff" }, secret: authSecret })}`,
    scans: doors.map((d) => JSON.stringify({ type: "event", itemId: d.eventId, code: passToken(key, d.userId), deviceId: "bench" })),
    scanSeq: 0,
    crowdedEvent: crowded?.id,
    cookies,
    enrolSeq: 0,
  };
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
    // Each request a new pass at its event (200 while the list lasts; afterwards the same passes
    // again, i.e. the duplicate path — counted in non-2xx).
    label: "scan (verify token, check-in + scan record)",
    requests: (ctx) => [
      {
        method: "POST",
        path: "/api/staff/checkin/scan",
        headers: { "content-type": "application/json", cookie: ctx.staff },
        setupRequest: (req) => ({ ...req, body: ctx.scans[ctx.scanSeq++ % ctx.scans.length] }),
      },
    ],
  },
  {
    // Each request another participant at the same event: seats run out, then 409 EVENT_FULL /
    // ALREADY_ENROLLED (the contended path), counted in non-2xx.
    label: "enrolment under contention (one event)",
    requests: (ctx) => [
      {
        method: "POST",
        path: "/api/schedule/enrolments",
        setupRequest: (req) => {
          const i = ctx.enrolSeq++ % ctx.cookies.length;
          return { ...req, headers: { "content-type": "application/json", cookie: ctx.cookies[i] }, body: JSON.stringify({ eventId: ctx.crowdedEvent }) };
        },
      },
    ],
  },
  {
    label: "schedule list (one city, one day)",
    path: () => "/api/schedule/search?cities=recife&date=2026-11-02",
    headers: (ctx) => ({ cookie: ctx.participant }),
  },
  {
    label: "community feed (first page, one topic)",
    path: () => "/api/community/posts?topic=friendship",
    headers: (ctx) => ({ cookie: ctx.participant }),
  },
  {
    label: "me (session + 1 query)",
    path: () => "/api/me",
    headers: (ctx) => ({ cookie: ctx.participant }),
  },
];
