// Web push against a local fake push service: a new notification reaches the user's subscribed
// device encrypted (aes128gcm, VAPID-signed) with the translated text; a 410 from the service
// deletes the subscription; endpoints outside the browser push services are refused.
import { createECDH, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
// eslint-disable-next-line @typescript-eslint/no-require-imports -- http_ece ships no types; typed here by hand
const ece = require("http_ece") as { decrypt: (buf: Buffer, opts: Record<string, unknown>) => Buffer };
import { db } from "@/lib/server/db";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { notifyImportantNews } from "./broadcast";
import { createNotification } from "./create-notification";
import { allowedEndpoint, flushPushes, subscribePush, unsubscribePush } from "./push";
import { makeNewsAlert } from "@/tests/unit/factories";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let base = "";
const received: Received[] = [];
let answer = 201;

beforeAll(async () => {
  await seedDatabase(db);
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function device() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  };
}

test("a new notification is pushed, encrypted and VAPID-signed, in the user's language", async () => {
  const d = device();
  await db.user.update({ where: { id: COMMUNITY_MEMBER.id }, data: { locale: "en", notifyCommunity: true } });
  await subscribePush(COMMUNITY_MEMBER.id, { endpoint: `${base}/push/gabriel-phone`, keys: d.keys });
  received.length = 0;
  await createNotification({
    userId: COMMUNITY_MEMBER.id,
    key: "postComment",
    params: { name: "Duda", postId: "p1" },
    link: "/community/post/p1",
  });
  await flushPushes();
  expect(received).toHaveLength(1);
  const [push] = received;
  expect(push!.path).toBe("/push/gabriel-phone");
  expect(push!.headers["content-encoding"]).toBe("aes128gcm");
  expect(push!.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
  const plain = ece.decrypt(push!.body, {
    version: "aes128gcm",
    privateKey: d.ecdh,
    authSecret: d.auth.toString("base64url"),
  });
  expect(JSON.parse(plain.toString())).toEqual({
    title: "New comment",
    body: "Duda commented on your post.",
    url: "/community/post/p1",
  });
});

test("no push when the category is off; a 410 deletes the subscription; unsubscribe stops it", async () => {
  const d = device();
  const endpoint = `${base}/push/gone`;
  await subscribePush(COMMUNITY_MEMBER.id, { endpoint, keys: d.keys });
  await db.user.update({ where: { id: COMMUNITY_MEMBER.id }, data: { notifyCommunity: false } });
  received.length = 0;
  await createNotification({
    userId: COMMUNITY_MEMBER.id,
    key: "postLike",
    params: { name: "X", postId: "p" },
  });
  await flushPushes();
  expect(received).toHaveLength(0);

  answer = 410;
  await createNotification({
    userId: COMMUNITY_MEMBER.id,
    key: "waitlistSeat",
    params: { title: "Oficina", eventId: "e" },
  });
  await flushPushes();
  answer = 201;
  expect(await db.pushSubscription.count({ where: { endpoint } })).toBe(0);
  // The other device (410 too in that round) is gone as well; a fresh one unsubscribes cleanly.
  const again = device();
  await subscribePush(COMMUNITY_MEMBER.id, { endpoint: `${base}/push/again`, keys: again.keys });
  await unsubscribePush(COMMUNITY_MEMBER.id, `${base}/push/again`);
  expect(await db.pushSubscription.count({ where: { userId: COMMUNITY_MEMBER.id } })).toBe(0);
});

test("a broadcast pushes to the devices of everyone it tells, in each one's language, and to nobody already told", async () => {
  const gabriel = device();
  const maria = device();
  await db.user.update({ where: { id: COMMUNITY_MEMBER.id }, data: { locale: "en", notifyNews: true } });
  await subscribePush(COMMUNITY_MEMBER.id, {
    endpoint: `${base}/push/broadcast-gabriel`,
    keys: gabriel.keys,
  });
  // Maria was told about this item when it came out: the broadcast skips her, device and all.
  await makeNewsAlert(MAIN_PARTICIPANT.id, "alerta-chuva-recife");
  await subscribePush(MAIN_PARTICIPANT.id, { endpoint: `${base}/push/broadcast-maria`, keys: maria.keys });
  const news = await db.newsItem.findUniqueOrThrow({
    where: { id: "alerta-chuva-recife" },
    select: { title: true },
  });
  received.length = 0;
  const { sent } = await notifyImportantNews("alerta-chuva-recife");
  await flushPushes();
  expect(sent).toBeGreaterThan(1);
  expect(received.map((r) => r.path)).toEqual(["/push/broadcast-gabriel"]);
  const plain = ece.decrypt(received[0]!.body, {
    version: "aes128gcm",
    privateKey: gabriel.ecdh,
    authSecret: gabriel.auth.toString("base64url"),
  });
  expect(JSON.parse(plain.toString())).toEqual({
    title: "Important news",
    body: news.title,
    url: "/news/alerta-chuva-recife",
  });
  expect(
    await db.notification.count({
      where: { userId: COMMUNITY_MEMBER.id, key: "newsImportant", link: "/news/alerta-chuva-recife" },
    }),
  ).toBe(1);
});

test("only browser push services (and, outside production, a local test service) are accepted", async () => {
  expect(allowedEndpoint("https://fcm.googleapis.com/fcm/send/abc")).toBe(true);
  expect(allowedEndpoint("https://updates.push.services.mozilla.com/wpush/v2/abc")).toBe(true);
  expect(allowedEndpoint("https://web.push.apple.com/abc")).toBe(true);
  expect(allowedEndpoint("https://evil.example.com/hook")).toBe(false);
  expect(allowedEndpoint("http://169.254.169.254/latest/meta-data")).toBe(false);
  await expect(
    subscribePush(COMMUNITY_MEMBER.id, { endpoint: "https://evil.example.com/x", keys: device().keys }),
  ).rejects.toMatchObject({ status: 400, code: "PUSH_ENDPOINT_INVALID" });
});
