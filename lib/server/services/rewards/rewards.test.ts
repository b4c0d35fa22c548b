// Rewards: a signed point QR unlocks once; ranking and percentile come from all participants.
import { db } from "@/lib/server/db";
import type { AppError } from "@/lib/server/errors";
import { MAIN_PARTICIPANT, seedDatabase } from "@/prisma/seed/index";
import { passToken, rewardToken } from "../checkin/tokens";
import { COMMUNITY_MEMBER, userId } from "@/prisma/seed/people";
import { NAMED_UNLOCKS } from "@/prisma/seed/rewards";
import { recife } from "@/prisma/seed/util";
import { percentileOf, rewardManualCode, rewardPointsByCity, rewardsSummary, unlockReward } from "./rewards";
import { makeParticipant, makeRewardUnlocks } from "@/tests/unit/factories";

beforeAll(async () => {
  await seedDatabase(db);
  // The congress as it went: Maria unlocked three points (230), the other named participants
  // theirs — some more than her, some fewer (the seed, on its week-before clock, has none yet).
  for (const [key, unlocks] of Object.entries(NAMED_UNLOCKS))
    await makeRewardUnlocks(
      userId(key),
      unlocks.map(([pointId, date, time]) => [pointId, recife(date, time)] as const),
    );
}, 120_000);

test("percentile is the top-X% band, at least 1 and at most 100", () => {
  expect(percentileOf(1, 800)).toBe(1);
  expect(percentileOf(96, 800)).toBe(12);
  expect(percentileOf(800, 800)).toBe(100);
  expect(percentileOf(1, 0)).toBe(100);
});

test("the summary counts the participant's unlocks and ranks them among every ticket holder", async () => {
  const s = await rewardsSummary(MAIN_PARTICIPANT.id, "pt");
  expect(s.unlockedRewards).toBe(3);
  expect(s.totalPoints).toBe(230);
  const ticketHolders = await db.user.count({ where: { deletedAt: null, ticket: { isNot: null } } });
  expect(s.totalParticipants).toBe(ticketHolders);
  // Ranking by hand: ticket holders with strictly more points, plus one.
  const unlocks = await db.rewardUnlock.findMany({
    where: { user: { deletedAt: null, ticket: { isNot: null } } },
    select: { userId: true, rewardPoint: { select: { points: true } } },
  });
  const totals = new Map<string, number>();
  for (const u of unlocks) totals.set(u.userId, (totals.get(u.userId) ?? 0) + u.rewardPoint.points);
  const ahead = [...totals.values()].filter((p) => p > 230).length;
  expect(s.ranking).toBe(ahead + 1);
  expect(s.percentile).toBe(percentileOf(ahead + 1, ticketHolders));
  expect(s.history[0]).toMatchObject({ name: "Mural da Gratidão", points: 80 });
});

test("unlocking: once, then 409 with the first time; concurrent scans unlock one; foreign codes are 400", async () => {
  const member = await makeParticipant();
  const first = await unlockReward(member.id, rewardToken("rp-fortaleza-01"), "pt");
  expect(first.point).toMatchObject({ id: "rp-fortaleza-01", points: 50 });
  await expect(unlockReward(member.id, rewardToken("rp-fortaleza-01"), "pt")).rejects.toMatchObject({
    status: 409,
    code: "REWARD_ALREADY_UNLOCKED",
  });

  const results = await Promise.allSettled(
    Array.from({ length: 20 }, () => unlockReward(member.id, rewardToken("rp-fortaleza-02"), "pt")),
  );
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(results.every((r) => r.status === "fulfilled" || (r.reason as AppError).status === 409)).toBe(true);
  expect(
    await db.rewardUnlock.count({ where: { userId: member.id, rewardPointId: "rp-fortaleza-02" } }),
  ).toBe(1);

  for (const bad of [
    passToken(member.id),
    rewardToken("rp-nowhere-99"),
    "T26.1.r.rp-recife-01." + "A".repeat(86),
    "free points",
  ])
    await expect(unlockReward(member.id, bad, "pt")).rejects.toMatchObject({
      status: 400,
      code: "REWARD_CODE_INVALID",
    });
});

test("reward points in the reader's language: names, descriptions and places; Portuguese where unwritten", async () => {
  const member = await makeParticipant();
  const en = await rewardPointsByCity(member.id, "en");
  expect(en.find((p) => p.id === "rp-recife-02")).toMatchObject({
    name: "Prayer Tunnel",
    description: expect.stringMatching(/^A corridor with prayer requests/),
    location: expect.stringMatching(/^Side corridor, access through Block B — /),
  });
  expect(en[0]).not.toHaveProperty("nameEn");
  const es = await rewardPointsByCity(member.id, "es");
  expect(es.find((p) => p.id === "rp-fortaleza-01")!.name).toBe("Faro de la Esperanza");
  expect((await rewardsSummary(MAIN_PARTICIPANT.id, "en")).history[0]!.name).toBe("Gratitude Wall");
  const unlocked = await unlockReward(member.id, rewardToken("rp-joao-pessoa-03"), "es");
  expect(unlocked.point.name).toBe("Árbol de los Sueños");

  await db.rewardPoint.update({ where: { id: "rp-recife-03" }, data: { nameEn: null, descriptionEn: "" } });
  const fallback = (await rewardPointsByCity(member.id, "en")).find((p) => p.id === "rp-recife-03")!;
  expect(fallback.name).toBe("Estande das Missões");
  expect(fallback.description).toMatch(/^Conheça projetos/);
});

test("no ranking without points, nor without a ticket: null, not '148º de 803'", async () => {
  const newcomer = await makeParticipant({ ticketPlan: "congressista" });
  expect(await rewardsSummary(newcomer.id, "pt")).toMatchObject({
    totalPoints: 0,
    ranking: null,
    totalParticipants: null,
    percentile: null,
  });
  await unlockReward(newcomer.id, rewardToken("rp-recife-01"), "pt");
  const ranked = await rewardsSummary(newcomer.id, "pt");
  expect(ranked.totalPoints).toBeGreaterThan(0);
  expect(ranked.ranking).toBeGreaterThanOrEqual(1);
  expect(ranked.percentile).toBe(percentileOf(ranked.ranking!, ranked.totalParticipants!));

  // A community member without a ticket is not in the ranked population, points or not.
  const member = await makeParticipant();
  await unlockReward(member.id, rewardToken("rp-recife-01"), "pt");
  expect(await rewardsSummary(member.id, "pt")).toMatchObject({ ranking: null, percentile: null });
  expect((await rewardsSummary(COMMUNITY_MEMBER.id, "pt")).ranking).toBeNull();
});

test("a reward point's typed code unlocks it like its QR, in any case and spacing; others are 400", async () => {
  const code = rewardManualCode("rp-recife-02");
  expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
  expect(rewardManualCode("rp-recife-02")).toBe(code); // stable: printed once, typed for days
  expect(rewardManualCode("rp-recife-03")).not.toBe(code);
  const member = await makeParticipant({ ticketPlan: "congressista" });
  const typed = ` ${code.toLowerCase().replace("-", " ")} `;
  expect((await unlockReward(member.id, typed, "pt")).point).toMatchObject({ id: "rp-recife-02" });
  await expect(unlockReward(member.id, code, "pt")).rejects.toMatchObject({
    status: 409,
    code: "REWARD_ALREADY_UNLOCKED",
  });
  for (const bad of ["AAAA-AAAA", "rp-recife-02", "1234"])
    await expect(unlockReward(member.id, bad, "pt")).rejects.toMatchObject({
      status: 400,
      code: "REWARD_CODE_INVALID",
    });
});
