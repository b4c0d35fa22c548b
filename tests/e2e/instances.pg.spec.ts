import { createECDH, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, test, type APIResponse } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { e2ePgUrl, PG_IP_CODES_PER_HOUR, PG_PROXY, S3_BUCKET, S3_PORT } from "./support/env";
import { readLatestCode } from "./support/outbox";
import { nationalPart } from "./support/participant-login";
import { sessionCookie } from "./support/session-cookie";

// Several instances as one: two `next start` instances on one PostgreSQL database behind a
// round-robin load balancer (tests/e2e/support/round-robin-proxy.mjs), uploads in an
// S3-compatible store. Each check makes one instance do something and the other see it; the
// proxy names the instance that answered (X-Upstream) and a request may be pinned to one
// (X-Pin-Upstream), so "the other instance" is a fact of the test, not a likelihood.

const pin = (instance: 0 | 1) => ({ "x-pin-upstream": String(instance) });
const upstreamOf = (res: APIResponse) => res.headers()["x-upstream"];

let client: pg.Client;
test.beforeAll(async () => {
  client = new pg.Client({ connectionString: e2ePgUrl() });
  await client.connect();
});
test.afterAll(async () => {
  await client.end();
});

/** A POST from a given loopback address (127.0.0.x), as another phone on the venue's network. */
function postFrom(from: string, url: string, body: unknown): Promise<{ status: number; upstream: string }> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: "POST",
        localAddress: from,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(data) },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, upstream: String(res.headers["x-upstream"]) }),
        );
      },
    );
    req.on("error", reject);
    req.end(data);
  });
}

test("the proxy spreads requests over both instances", async ({ request }) => {
  const seen = new Set<string | undefined>();
  for (let i = 0; i < 4; i++) {
    const res = await request.get(`${PG_PROXY}/api/health`);
    expect(res.status()).toBe(200);
    seen.add(upstreamOf(res));
  }
  expect([...seen].sort()).toEqual(["0", "1"]);
});

test("per-phone and per-IP code limits hold across instances", async () => {
  const code = (phone: string) => ({ countryCode: "+55", phone: nationalPart(phone) });
  const url = `${PG_PROXY}/api/auth/login/code`;

  // One phone: the second code within 30 s is refused by whichever instance gets it.
  const first = await postFrom("127.0.0.8", url, code("+5581990000450"));
  const second = await postFrom("127.0.0.8", url, code("+5581990000450"));
  expect([first.status, second.status]).toEqual([200, 429]);
  expect(first.upstream).not.toBe(second.upstream);

  // One address: its hourly cap counts requests answered by both instances together.
  const answers = [];
  for (let i = 0; i < PG_IP_CODES_PER_HOUR; i++)
    answers.push(await postFrom("127.0.0.9", url, code(`+55819900005${String(i).padStart(2, "0")}`)));
  expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  expect(new Set(answers.map((a) => a.upstream))).toEqual(new Set(["0", "1"]));
  const over = await postFrom("127.0.0.9", url, code("+5581990000599"));
  expect(over.status).toBe(429);
  // Another address behind the same proxy is not affected: the proxy's X-Forwarded-For counts.
  expect((await postFrom("127.0.0.10", url, code("+5581990000598"))).status).toBe(200);
});

test("a code issued by one instance signs in on the other; the session lives in the database", async ({
  request,
}) => {
  const phone = "+5581990000460";
  const after = new Date(Date.now() - 1000);
  const sent = await request.post(`${PG_PROXY}/api/auth/login/code`, {
    headers: pin(0),
    data: { countryCode: "+55", phone: nationalPart(phone) },
  });
  expect(sent.status()).toBe(200);
  const code = await readLatestCode(request, phone, { after, baseURL: PG_PROXY });

  const csrf = await (await request.get(`${PG_PROXY}/api/auth/csrf`, { headers: pin(1) })).json();
  const signIn = await request.post(`${PG_PROXY}/api/auth/callback/participant-otp`, {
    headers: pin(1),
    form: { csrfToken: csrf.csrfToken, phone, code, json: "true" },
    maxRedirects: 0,
  });
  expect(signIn.status()).toBeLessThan(400);
  for (const instance of [0, 1] as const) {
    const me = await request.get(`${PG_PROXY}/api/me`, { headers: pin(instance) });
    expect(me.status()).toBe(200);
    expect((await me.json()).phone).toBe(phone);
  }

  // Logging out on one instance ends the session on the other at once.
  const out = await request.post(`${PG_PROXY}/api/auth/signout`, {
    headers: pin(0),
    form: { csrfToken: csrf.csrfToken, json: "true" },
    maxRedirects: 0,
  });
  expect(out.status()).toBeLessThan(400);
  expect((await request.get(`${PG_PROXY}/api/me`, { headers: pin(1) })).status()).toBe(401);
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM "AuthSession" s JOIN "User" u ON u."id" = s."userId" WHERE u."phone" = $1`,
    [phone],
  );
  expect(rows[0].n).toBe(0);
});

test("the same pass read at two doors at once: one check-in, one 'already checked in'", async ({
  request,
}) => {
  const { rows } = await client.query<{ eventId: string; memberCode: string; userId: string }>(
    `SELECT e."eventId", u."memberCode", u."id" AS "userId" FROM "Enrolment" e JOIN "User" u ON u."id" = e."userId"
     WHERE NOT EXISTS (SELECT 1 FROM "CheckIn" c WHERE c."userId" = e."userId" AND c."eventId" = e."eventId")
     ORDER BY e."id" LIMIT 12`,
  );
  expect(rows.length).toBe(12);
  const cookie = await sessionCookie({ sub: "seed-staff-checkin", role: "staff" }, { pgUrl: e2ePgUrl() });
  const scan = (row: (typeof rows)[number], instance: 0 | 1, deviceId: string) =>
    request.post(`${PG_PROXY}/api/staff/checkin/scan`, {
      headers: { cookie, ...pin(instance) },
      data: { type: "event", itemId: row.eventId, code: row.memberCode, deviceId },
    });

  for (const row of rows) {
    const answers = await Promise.all([scan(row, 0, "door-a"), scan(row, 1, "door-b")]);
    expect(answers.map(upstreamOf).sort()).toEqual(["0", "1"]);
    const statuses = answers.map((a) => a.status()).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.status() === 409)!;
    expect((await refused.json()).error.code).toBe("ALREADY_CHECKED_IN");
  }
  const { rows: counted } = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM "CheckIn" WHERE ("userId", "eventId") IN (${rows
      .map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`)
      .join(", ")}) GROUP BY "userId", "eventId"`,
    rows.flatMap((r) => [r.userId, r.eventId]),
  );
  expect(counted.map((c) => c.n)).toEqual(rows.map(() => 1));
});

test("a photo uploaded through one instance is served by the other, from the object store", async ({
  request,
}) => {
  const { rows } = await client.query<{ id: string }>(
    `SELECT "id" FROM "User" WHERE "phone" IS NOT NULL AND "deletedAt" IS NULL ORDER BY "id" LIMIT 1`,
  );
  const cookie = await sessionCookie({ sub: rows[0]!.id, role: "participant" }, { pgUrl: e2ePgUrl() });
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 40, b: 90 } },
  })
    .png()
    .toBuffer();

  const uploaded = await request.post(`${PG_PROXY}/api/community/uploads`, {
    headers: { cookie, ...pin(0) },
    multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: png } },
  });
  expect(uploaded.status()).toBe(200);
  const { url } = (await uploaded.json()) as { url: string };
  const key = url.replace("/api/uploads/", "");

  const served = await request.get(`${PG_PROXY}${url}`, { headers: pin(1) });
  expect(served.status()).toBe(200);
  expect(upstreamOf(served)).toBe("1");
  const body = await served.body();
  expect(body.length).toBeGreaterThan(100);
  expect((await sharp(body).metadata()).width).toBe(320);

  // It is in the bucket, not on either instance's disk.
  const s3 = new S3Client({
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${S3_PORT}`,
    forcePathStyle: true,
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
  });
  const object = await s3.send(new GetObjectCommand({ Bucket: S3_BUCKET, Key: key }));
  expect(Buffer.from(await object.Body!.transformToByteArray()).equals(body)).toBe(true);
  expect(existsSync(path.join("tests/.tmp/uploads", key))).toBe(false);
});

test("a push subscription saved on one instance is used by a broadcast from the other", async ({
  request,
}) => {
  // A push service of our own on 127.0.0.1 (allowed outside production), recording what arrives.
  const received: { path: string; headers: http.IncomingHttpHeaders; bytes: number }[] = [];
  const pushService = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, bytes: Buffer.concat(chunks).length });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  try {
    const port = (pushService.address() as AddressInfo).port;
    const { rows } = await client.query<{ userId: string; eventId: string }>(
      `SELECT e."userId", e."eventId" FROM "Enrolment" e JOIN "User" u ON u."id" = e."userId"
       WHERE u."guardianId" IS NULL AND u."deletedAt" IS NULL AND u."phone" IS NOT NULL ORDER BY e."id" DESC LIMIT 1`,
    );
    const { userId, eventId } = rows[0]!;
    const participant = await sessionCookie({ sub: userId, role: "participant" }, { pgUrl: e2ePgUrl() });
    const staff = await sessionCookie({ sub: "seed-staff-checkin", role: "staff" }, { pgUrl: e2ePgUrl() });

    const key = await request.get(`${PG_PROXY}/api/push/subscription`, {
      headers: { cookie: participant, ...pin(0) },
    });
    const { publicKey } = (await key.json()) as { publicKey: string };
    const browserKey = createECDH("prime256v1");
    browserKey.generateKeys();
    const endpoint = `http://127.0.0.1:${port}/push/${randomBytes(8).toString("hex")}`;
    const saved = await request.post(`${PG_PROXY}/api/push/subscription`, {
      headers: { cookie: participant, ...pin(0) },
      data: {
        endpoint,
        keys: {
          p256dh: browserKey.getPublicKey().toString("base64url"),
          auth: randomBytes(16).toString("base64url"),
        },
      },
    });
    expect(saved.status()).toBe(200);

    const sent = await request.post(`${PG_PROXY}/api/staff/events/${eventId}/notify-change`, {
      headers: { cookie: staff, ...pin(1) },
    });
    expect(sent.status()).toBe(200);
    expect(upstreamOf(sent)).toBe("1");

    await expect.poll(() => received.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const push = received[0]!;
    expect(push.path).toBe(new URL(endpoint).pathname);
    expect(push.headers["content-encoding"]).toBe("aes128gcm");
    expect(push.bytes).toBeGreaterThan(0);
    // Signed by B with the VAPID key A handed to the browser: one key pair for all instances.
    expect(push.headers.authorization).toContain(`k=${publicKey}`);
  } finally {
    pushService.close();
  }
});
