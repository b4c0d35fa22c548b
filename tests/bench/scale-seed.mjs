// Scale seed for `npm run bench:scale` (SQLite only): on top of the sample data, 15,000
// participants, ~150,000 enrolments in all and 20,000 posts — the real event's size — inserted with
// prepared statements in one transaction. Capacities are doubled so 150k seats exist; the
// invariants still hold (one seat per person per slot, never above capacity, counters recomputed).
import path from "node:path";
import Database from "better-sqlite3";

const url = process.env.DATABASE_URL ?? "file:./prisma/dev.db";
if (!url.startsWith("file:")) throw new Error("scale-seed works on SQLite files only");
const db = new Database(path.resolve(url.slice(5)));
db.pragma("journal_mode = WAL");

const PARTICIPANTS = 15_000;
const ENROLMENTS_PER_PERSON = 11;
const POSTS = 20_000;
const iso = (d) => d.toISOString().replace("Z", "+00:00");
let seed = 42;
const rand = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

const started = Date.now();
db.transaction(() => {
  db.prepare("UPDATE Event SET capacity = capacity * 2").run();
  const events = db
    .prepare("SELECT id, cityId, startsAt, capacity, enrolledCount FROM Event ORDER BY startsAt, id")
    .all();
  const topics = db
    .prepare("SELECT id FROM Topic")
    .all()
    .map((t) => t.id);
  const cities = [...new Set(events.map((e) => e.cityId))];
  const insertUser =
    db.prepare(`INSERT INTO User (id, phone, fullName, nickname, birthDate, nationality, country, state, city, "union", association, memberCode, bio, profileColor, createdAt, updatedAt)
    VALUES (?, ?, ?, ?, ?, 'Brasil', 'Brasil', 'PE', ?, 'União Central Brasileira', 'Associação Regional', ?, '', 'blue', ?, ?)`);
  const insertEnrolment = db.prepare(
    "INSERT INTO Enrolment (id, userId, eventId, slotStartsAt, createdAt) VALUES (?, ?, ?, ?, ?)",
  );
  const insertPost = db.prepare(
    "INSERT INTO Post (id, authorId, topicId, content, createdAt) VALUES (?, ?, ?, ?, ?)",
  );
  const now = iso(new Date("2026-10-20T12:00:00Z"));
  const bySlot = new Map();
  for (const e of events) {
    const key = `${e.cityId}|${e.startsAt}`;
    if (!bySlot.has(key)) bySlot.set(key, []);
    bySlot.get(key).push({ ...e, free: e.capacity - e.enrolledCount });
  }
  let enrolled = 0;
  for (let i = 0; i < PARTICIPANTS; i++) {
    const id = `scale-user-${i}`;
    const city = cities[i % cities.length];
    let code = "T26-";
    for (let k = 0, n = i + 7_000_000; k < 6; k++, n = Math.floor(n / ALPHABET.length))
      code += ALPHABET[n % ALPHABET.length];
    insertUser.run(
      id,
      `+55819800${String(i).padStart(5, "0")}`,
      `Participante Escala ${i}`,
      `Escala${i}`,
      iso(new Date(Date.UTC(1995 + (i % 12), i % 12, 1 + (i % 27)))),
      city,
      code,
      now,
      now,
    );
    const slots = [...bySlot.keys()].filter((k) => k.startsWith(`${city}|`));
    let taken = 0;
    for (const slot of slots.sort(() => rand() - 0.5)) {
      if (taken === ENROLMENTS_PER_PERSON) break;
      const options = bySlot.get(slot).filter((e) => e.free > 0);
      if (!options.length) continue;
      const e = options[Math.floor(rand() * options.length)];
      e.free--;
      insertEnrolment.run(`scale-enr-${i}-${taken}`, id, e.id, e.startsAt, now);
      taken++;
      enrolled++;
    }
  }
  for (let p = 0; p < POSTS; p++) {
    const created = new Date(Date.UTC(2026, 9, 1) + p * 60_000);
    insertPost.run(
      `scale-post-${p}`,
      `scale-user-${Math.floor(rand() * PARTICIPANTS)}`,
      topics[p % topics.length],
      `Post de carga número ${p}: ansioso pelo congresso!`,
      iso(created),
    );
  }
  db.prepare(
    "UPDATE Event SET enrolledCount = (SELECT COUNT(*) FROM Enrolment WHERE Enrolment.eventId = Event.id)",
  ).run();
  console.log(
    `scale-seed: ${PARTICIPANTS} participants, ${enrolled} enrolments, ${POSTS} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
})();
db.close();
