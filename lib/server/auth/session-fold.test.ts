// The session check folded into a route's own statement (withApi's foldSession, session-check.ts):
// on PostgreSQL one round trip per request on the hot GET paths and the door's scan, and the same
// guarantee as the separate read on both databases — an ended session is a 401 at once, and the
// scan writes nothing for it.
import "@/tests/unit/door-open";
import { NextRequest } from "next/server";
import { GET as feed } from "@/app/api/community/posts/route";
import { GET as me } from "@/app/api/me/route";
import { GET as news } from "@/app/api/news/route";
import { GET as notifications } from "@/app/api/notifications/route";
import { POST as enrolRoute } from "@/app/api/schedule/enrolments/route";
import { GET as search } from "@/app/api/schedule/search/route";
import { POST as scan } from "@/app/api/staff/checkin/scan/route";
import { rawDriver } from "@/lib/db-client";
import { sessionCookie } from "@/tests/unit/session-cookie";
import { makeEvent, makeParticipant, makePost, makeStaff } from "@/tests/unit/factories";
import { db } from "../db";
import { listPosts } from "../services/community/posts";
import { doorWindow } from "../services/checkin/door-window";
import { passToken } from "../services/checkin/tokens";
import { decodeSessionToken } from "./session-token";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

const onPostgres = () => rawDriver(db).kind === "postgresql";

let ip = 0;
async function call(handler: Handler, path: string, cookie: string, body?: unknown) {
  const res = await handler(
    new NextRequest(`http://localhost${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        "x-forwarded-for": `198.51.100.${++ip}`,
        cookie,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/** The statements sent to PostgreSQL's pool during fn (PostgreSQL only). */
async function roundTrips<T>(fn: () => Promise<T>): Promise<{ result: T; trips: number }> {
  const driver = rawDriver(db);
  if (driver.kind !== "postgresql") throw new Error("PostgreSQL only");
  const pool = await driver.pool();
  const spy = jest.spyOn(pool, "query");
  try {
    const result = await fn();
    return { result, trips: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

/** Ends a session the way logout does: its row goes. */
async function endSession(cookie: string) {
  const payload = await decodeSessionToken({
    token: cookie.replace(/^t26\.session=/, ""),
    secret: process.env.AUTH_SECRET!,
  });
  await db.authSession.deleteMany({ where: { id: String(payload!.sid) } });
}

afterAll(() => db.$disconnect());

describe("GET hot paths", () => {
  const paths: [string, Handler, string][] = [
    ["me", me, "/api/me"],
    ["feed", feed, "/api/community/posts?topic=friendship"],
    ["news", news, "/api/news"],
    ["notifications", notifications, "/api/notifications"],
    ["schedule search", search, "/api/schedule/search?q=oficina"],
  ];

  test.each(paths)("%s: 200 while the session lives, 401 at once after it ends", async (_, handler, path) => {
    const user = await makeParticipant();
    await makePost(user.id, { topicId: "friendship" });
    await makeEvent();
    const cookie = await sessionCookie(user.id, "participant");
    const other = await sessionCookie(user.id, "participant");
    await call(handler, path, cookie); // warms the caches (news, schedule cards)
    expect((await call(handler, path, cookie)).status).toBe(200);
    await endSession(cookie);
    const after = await call(handler, path, cookie);
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect((await call(handler, path, other)).status).toBe(200);
  });

  test("a staff session on a participant route is still a 403, an ended one a 401", async () => {
    const staff = await makeStaff();
    const cookie = await sessionCookie(staff.id, "staff");
    expect((await call(me, "/api/me", cookie)).status).toBe(403);
    await endSession(cookie);
    expect((await call(me, "/api/me", cookie)).status).toBe(401);
  });

  (onPostgres() ? test : test.skip)(
    "PostgreSQL: one round trip per request, the session check inside the route's statement",
    async () => {
      const user = await makeParticipant();
      for (let i = 0; i < 3; i++) await makePost(user.id, { topicId: "friendship" });
      await makeEvent();
      const cookie = await sessionCookie(user.id, "participant");
      for (const [, handler, path] of paths) {
        await call(handler, path, cookie); // caches warm
        const { result, trips } = await roundTrips(() => call(handler, path, cookie));
        expect(result.status).toBe(200);
        expect({ path, trips }).toEqual({ path, trips: 1 });
      }
      // The feed's order and images are those of the unfolded read.
      const { json } = await call(feed, "/api/community/posts?topic=friendship", cookie);
      const direct = await listPosts({ viewerId: user.id, topicId: "friendship" });
      expect(json.posts).toEqual(JSON.parse(JSON.stringify(direct.posts)));
    },
  );
});

describe("writes", () => {
  test("scan: a live staff session checks the pass in; an ended one is a 401 and writes nothing", async () => {
    const staff = await makeStaff();
    const event = await makeEvent({ capacity: 5 });
    const [a, b] = [await makeParticipant(), await makeParticipant()];
    await db.enrolment.createMany({
      data: [a, b].map((p) => ({ userId: p.id, eventId: event.id, slotStartsAt: event.startsAt })),
    });
    const cookie = await sessionCookie(staff.id, "staff");
    await doorWindow("event", event.id); // cached 10 s: not part of a read at a busy door
    const body = (id: string) => ({ type: "event", itemId: event.id, code: passToken(id), deviceId: "t" });
    const ok = onPostgres()
      ? await roundTrips(() => call(scan, "/api/staff/checkin/scan", cookie, body(a.id)))
      : { result: await call(scan, "/api/staff/checkin/scan", cookie, body(a.id)), trips: 1 };
    expect(ok.result.status).toBe(200);
    expect(ok.result.json).toMatchObject({ participant: { id: a.id }, progress: { checkedIn: 1, total: 2 } });
    expect(ok.trips).toBe(1); // PostgreSQL: session, check-in, scan record and progress at once
    await endSession(cookie);
    const refused = await call(scan, "/api/staff/checkin/scan", cookie, body(b.id));
    expect(refused.status).toBe(401);
    expect(await db.checkIn.count({ where: { userId: b.id } })).toBe(0);
    expect(await db.scanRecord.count({ where: { userId: b.id } })).toBe(0);
    // The general path (a pass of someone not in the event) writes its error record only for a live session.
    const stranger = await makeParticipant();
    const again = await call(scan, "/api/staff/checkin/scan", cookie, body(stranger.id));
    expect(again.status).toBe(401);
    expect(await db.scanRecord.count({ where: { userId: stranger.id } })).toBe(0);
  });

  test("enrolment: an ended session takes no seat", async () => {
    const user = await makeParticipant();
    const event = await makeEvent({ capacity: 5 });
    const cookie = await sessionCookie(user.id, "participant");
    await endSession(cookie);
    const res = await call(enrolRoute, "/api/schedule/enrolments", cookie, { eventId: event.id });
    expect(res.status).toBe(401);
    expect(await db.enrolment.count({ where: { userId: user.id } })).toBe(0);
    expect((await db.event.findUniqueOrThrow({ where: { id: event.id } })).enrolledCount).toBe(0);
  });
});
