/**
 * Seed entry point: `npx tsx prisma/seed.ts` (also `prisma db seed`, and `npm run setup`).
 * Reads DATABASE_URL (default file:./prisma/dev.db), refuses non-local databases unless
 * SEED_ALLOW_REMOTE=1, loads the sample data and prints a summary with the dev logins.
 *
 * SEED_SYNC=1|0 chooses whether existing reference rows (events, news, prices...) are reset to
 * the seed files' values. Default: 1, except with APP_ENV=production, where the seed only adds
 * what is missing so organisers' edits in the database survive the seed run at every start.
 * With APP_ENV=production only the reference data is loaded: never the sample people or the
 * sample staff login (its password is published in the README).
 *
 * The seed's clock is the app's business clock: APP_NOW (outside production), else the real time.
 * The sample people's activity in the congress days (check-ins, boardings, scans, reward unlocks)
 * is created only up to it (prisma/seed/util.ts, SEED_NOW).
 */
import { existsSync } from "node:fs";
import { DEFAULT_DATABASE_URL, createPrismaClient } from "../lib/db-client";
import {
  COMMUNITY_MEMBER,
  MAIN_PARTICIPANT,
  STAFF_CREDENTIALS,
  TICKET_HOLDER,
  assertSeedTargetAllowed,
  redactUrl,
  seedDatabase,
} from "./seed/index";
import { seedClock } from "./seed/util";

async function main(): Promise<void> {
  if (existsSync(".env")) process.loadEnvFile(".env");
  const url = process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL;
  try {
    assertSeedTargetAllowed(url);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }

  const production = process.env.APP_ENV === "production" || process.env.NODE_ENV === "production";
  const syncReference = process.env.SEED_SYNC ? process.env.SEED_SYNC === "1" : !production;

  const now = seedClock(process.env);
  const prisma = createPrismaClient(url);
  try {
    // Production gets the organisers' reference data only: no sample people, no sample staff login.
    const summary = await seedDatabase(prisma, { syncReference, samples: !production, now });
    const c = summary.counts;
    console.log(`Seeded ${redactUrl(url)} in ${(summary.durationMs / 1000).toFixed(1)} s`);
    console.log(
      `  rows inserted ${summary.inserted}, updated ${summary.updated}, skipped ${summary.skipped}`,
    );
    console.log(
      `  ${c.city} cities, ${c.event} events (${c.enrolment} enrolments), ${c.trip} trips, ${c.newsItem} news, ` +
        `${c.topic} topics, ${c.post} posts, ${c.helpTopic} help topics / ${c.faq} FAQs, ${c.user} users, ${c.rewardPoint} reward points`,
    );
    if (!syncReference)
      console.log("  (existing reference rows kept as they are; SEED_SYNC=1 resets them to the seed files)");
    if (production)
      console.log(
        "  APP_ENV=production: reference data only; create staff accounts with `npm run staff:create`",
      );
    if (!production)
      console.log(
        `  clock ${now.toISOString()} (${process.env.APP_NOW ? "APP_NOW" : "real time"}): the congress days' activity up to it — ` +
          `${c.checkIn} check-ins, ${c.scanRecord} scans, ${c.rewardUnlock} reward unlocks`,
      );
    if (!production) {
      console.log("\nSample logins (development only; login codes appear in the dev outbox):");
      console.log(
        `  participant with ticket, 2 dependents: ${MAIN_PARTICIPANT.phone}  (${MAIN_PARTICIPANT.name}, ${MAIN_PARTICIPANT.memberCode})`,
      );
      console.log(`  community member, no ticket:           ${COMMUNITY_MEMBER.phone}`);
      console.log(`  participant with ticket:               ${TICKET_HOLDER.phone}`);
      console.log(
        `  staff check-in (/app-checkin):         ${STAFF_CREDENTIALS.username} / ${STAFF_CREDENTIALS.password}`,
      );
    }
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  console.error("Seed failed:", error);
  process.exitCode = 1;
});
