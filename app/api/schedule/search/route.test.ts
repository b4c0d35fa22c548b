// GET /api/schedule/search answers searchEvents' cards as JSON (written from bytes cached per
// card, event-cards.ts): the same answer as Response.json({ events }), live seats included.
import { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { clearEventCardCache } from "@/lib/server/services/schedule/event-cards";
import { searchEvents } from "@/lib/server/services/schedule/search-events";
import { sessionCookie } from "@/tests/unit/session-cookie";
import { makeEvent, makeParticipant } from "@/tests/unit/factories";
import { GET } from "./route";

process.env.APP_NOW = "2026-10-20T12:00:00-03:00";

afterAll(() => db.$disconnect());

async function get(path: string, cookie: string, locale = "pt") {
  const res = await GET(
    new NextRequest(`http://localhost${path}`, { headers: { cookie: `${cookie}; NEXT_LOCALE=${locale}` } }),
    { params: Promise.resolve({}) },
  );
  const text = await res.text();
  return { res, text, json: JSON.parse(text) as { events: Record<string, unknown>[] } };
}

test("the answer is searchEvents' cards as JSON, in UTF-8, with the live seats", async () => {
  clearEventCardCache();
  const p = await makeParticipant();
  const a = await makeEvent({
    capacity: 4,
    title: "Zabumbada da manhã",
    tags: "forró, música",
    description: '"Aspas" — e ção',
  });
  const b = await makeEvent({ capacity: 2, title: "Zabumbada à noite" });
  const cookie = await sessionCookie(p.id, "participant");
  for (const sort of ["time", "popularity", "recent"] as const) {
    const { res, json } = await get(`/api/schedule/search?q=ZABUMBADA&sort=${sort}`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    const events = await searchEvents({ userId: p.id, q: "ZABUMBADA", sort, locale: "pt" });
    expect(json).toEqual(JSON.parse(JSON.stringify({ events })));
    expect(json.events.map((e) => e.id).sort()).toEqual([a.id, b.id].sort());
  }
  // Seats taken meanwhile show at once (the texts come from the cache).
  await db.event.update({ where: { id: b.id }, data: { enrolledCount: 2 } });
  const { json } = await get("/api/schedule/search?q=zabumbada&sort=popularity", cookie);
  expect(json.events[0]).toMatchObject({ id: b.id, enrolledCount: 2, capacity: 2, isEnrolled: false });
  // Nothing found: an empty list.
  expect((await get("/api/schedule/search?q=nada-assim", cookie)).text).toBe('{"events":[]}');
});
