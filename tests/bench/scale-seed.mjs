// Scale seed for `npm run bench -- --scale`, on SQLite or PostgreSQL: on top of the sample data,
// 15,000 participants, ~150,000 enrolments in all and 20,000 posts — the real event's size — in one
// transaction (prepared statements on SQLite, multi-row INSERTs on PostgreSQL). Capacities are
// doubled so 150k seats exist; the invariants still hold (one seat per person per slot, never
// above capacity, counters recomputed).
//   DATABASE_URL=file:./prisma/dev.db node tests/bench/scale-seed.mjs   (or a postgresql:// URL)
import { withDb } from "./db.mjs";

const PARTICIPANTS = 15_000;
const ENROLMENTS_PER_PERSON = 11;
const POSTS = 20_000;
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const iso = (d) => d.toISOString().replace("Z", "+00:00");

/** db: an open tests/bench/db.mjs connection. */
export async function scaleSeed(db) {
  const started = Date.now();
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  await db.run("BEGIN");
  try {
    await db.run('UPDATE "Event" SET "capacity" = "capacity" * 2');
    const events = await db.all(
      'SELECT "id", "cityId", "startsAt", "capacity", "enrolledCount" FROM "Event" ORDER BY "startsAt", "id"',
    );
    const topics = (await db.all('SELECT "id" FROM "Topic" ORDER BY "id"')).map((t) => t.id);
    const cities = [...new Set(events.map((e) => e.cityId))];
    const now = iso(new Date("2026-10-20T12:00:00Z"));
    const bySlot = new Map();
    for (const e of events) {
      const key = `${e.cityId}|${e.startsAt}`;
      if (!bySlot.has(key)) bySlot.set(key, []);
      bySlot.get(key).push({ ...e, free: e.capacity - e.enrolledCount });
    }
    const users = [];
    const enrolments = [];
    for (let i = 0; i < PARTICIPANTS; i++) {
      const id = `scale-user-${i}`;
      const city = cities[i % cities.length];
      let code = "T26-";
      for (let k = 0, n = i + 7_000_000; k < 6; k++, n = Math.floor(n / ALPHABET.length))
        code += ALPHABET[n % ALPHABET.length];
      users.push([
        id,
        `+55819800${String(i).padStart(5, "0")}`,
        `Participante Escala ${i}`,
        `Escala${i}`,
        iso(new Date(Date.UTC(1995 + (i % 12), i % 12, 1 + (i % 27)))),
        city,
        code,
        now,
        now,
      ]);
      const slots = [...bySlot.keys()].filter((k) => k.startsWith(`${city}|`));
      let taken = 0;
      for (const slot of slots.sort(() => rand() - 0.5)) {
        if (taken === ENROLMENTS_PER_PERSON) break;
        const options = bySlot.get(slot).filter((e) => e.free > 0);
        if (!options.length) continue;
        const e = options[Math.floor(rand() * options.length)];
        e.free--;
        enrolments.push([`scale-enr-${i}-${taken}`, id, e.id, e.startsAt, now]);
        taken++;
      }
    }
    const posts = [];
    for (let p = 0; p < POSTS; p++) {
      posts.push([
        `scale-post-${p}`,
        `scale-user-${Math.floor(rand() * PARTICIPANTS)}`,
        topics[p % topics.length],
        `Post de carga número ${p}: ansioso pelo congresso!`,
        iso(new Date(Date.UTC(2026, 9, 1) + p * 60_000)),
      ]);
    }
    await db.insertMany(
      "User",
      [
        "id",
        "phone",
        "fullName",
        "nickname",
        "birthDate",
        "city",
        "memberCode",
        "createdAt",
        "updatedAt",
      ].concat(["nationality", "country", "state", "union", "association", "bio", "profileColor"]),
      users.map((u) => [
        ...u,
        "Brasil",
        "Brasil",
        "PE",
        "União Central Brasileira",
        "Associação Regional",
        "",
        "blue",
      ]),
    );
    await db.insertMany("Enrolment", ["id", "userId", "eventId", "slotStartsAt", "createdAt"], enrolments);
    await db.insertMany("Post", ["id", "authorId", "topicId", "content", "createdAt"], posts);
    await db.run(
      'UPDATE "Event" SET "enrolledCount" = (SELECT COUNT(*) FROM "Enrolment" WHERE "Enrolment"."eventId" = "Event"."id")',
    );
    await db.run("COMMIT");
    console.log(
      `scale-seed (${db.kind}): ${PARTICIPANTS} participants, ${enrolments.length} enrolments, ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await db.run("ROLLBACK").catch(() => {});
    throw error;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await withDb(process.env.DATABASE_URL ?? "file:./prisma/dev.db", scaleSeed);
}
