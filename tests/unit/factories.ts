/**
 * Test data factories: each call writes one new row to the test file's database with its own
 * phone, username and member code, built from the seed's reference data (cities, topics, the
 * union/association table, prices) so it looks like what the app writes. A test that makes its
 * own people and events states what it depends on, instead of leaning on the demo seed.
 *
 * Phones are +55 81 996xx-xxxx, usernames `staff-N`, member codes `T26-` + 7 characters: ranges the
 * seed never uses, so factories and `seedDatabase` can share a database.
 */
import bcrypt from "bcryptjs";
import type { Plan, Prisma } from "@/lib/server/generated/prisma/client";
import { db } from "@/lib/server/db";
import { cityRows } from "@/prisma/seed/cities";
import { TOPICS } from "@/prisma/seed/community";
import { originFor } from "@/prisma/seed/people";
import { orderAmountCents } from "@/prisma/seed/prices";

// On globalThis, not in this module: jest.isolateModules loads a second copy of this file in the
// same test file (and the same database), and its numbers must not start again at 1.
const state = globalThis as typeof globalThis & { __testFactorySeq?: number };

/** A number no other factory call in this test file has had. */
export function nextSeq(): number {
  state.__testFactorySeq = (state.__testFactorySeq ?? 0) + 1;
  return state.__testFactorySeq;
}

/** A Brazilian mobile number (E.164) that no seeded or factory-made user has. */
export function uniquePhone(): string {
  return `+5581996${String(nextSeq()).padStart(6, "0")}`;
}

type UserInput = Partial<Prisma.UserUncheckedCreateInput>;

function personData(n: number, overrides: UserInput): Prisma.UserUncheckedCreateInput {
  const { union, association } = originFor("Brasil", "PE");
  return {
    fullName: `Pessoa Teste ${n}`,
    nickname: `Teste${n}`,
    birthDate: new Date("1998-05-01T12:00:00Z"),
    nationality: "Brasil",
    country: "Brasil",
    state: "PE",
    city: "Recife",
    union,
    association,
    memberCode: `T26-X${String(n).padStart(6, "0")}`,
    ...overrides,
  };
}

export interface MakeParticipantOptions extends Omit<UserInput, "ticket"> {
  /** A paid order and its ticket for this plan (all four days). */
  ticketPlan?: Plan;
}

/** An adult participant from Recife with a phone of their own (and, on request, a ticket). */
export async function makeParticipant({ ticketPlan, ...overrides }: MakeParticipantOptions = {}) {
  const n = nextSeq();
  const user = await db.user.create({ data: personData(n, { phone: uniquePhone(), ...overrides }) });
  if (ticketPlan) {
    const days = "1,2,3,4";
    const order = await db.order.create({
      data: {
        userId: user.id,
        plan: ticketPlan,
        days,
        amountCents: orderAmountCents(ticketPlan, [1, 2, 3, 4]),
        status: "PAID",
        method: "PIX",
        paidAt: new Date(),
      },
    });
    await db.ticket.create({ data: { userId: user.id, orderId: order.id, plan: ticketPlan, days } });
  }
  return user;
}

/** A child registered by `guardianId`, without a phone of their own. */
export async function makeDependent(guardianId: string, overrides: UserInput = {}) {
  const n = nextSeq();
  return db.user.create({
    data: personData(n, {
      fullName: `Dependente Teste ${n}`,
      nickname: `Dep${n}`,
      birthDate: new Date("2015-03-10T12:00:00Z"),
      guardianId,
      relationship: "Filho",
      phone: null,
      ...overrides,
    }),
  });
}

export interface MakeStaffOptions {
  username?: string;
  password?: string;
  phone?: string;
  name?: string;
}

/** A check-in staff account; `password` is hashed with a low bcrypt cost to keep tests fast. */
export async function makeStaff({ password = "senha-de-teste-1", ...options }: MakeStaffOptions = {}) {
  const n = nextSeq();
  const username = options.username ?? `staff-${n}`;
  return db.staffUser.create({
    data: {
      username,
      passwordHash: await bcrypt.hash(password, 4),
      name: options.name ?? `Staff ${username}`,
      phone: options.phone ?? uniquePhone(),
    },
  });
}

/** Makes sure a city of the seed's list exists (a test without the seed has none). */
export async function ensureCity(cityId: string) {
  const row = cityRows().find((c) => c.id === cityId);
  if (!row) throw new Error(`ensureCity: ${cityId} is not one of the seed's cities`);
  await db.city.upsert({ where: { id: cityId }, update: {}, create: row });
}

export interface MakeEventOptions extends Partial<Prisma.EventUncheckedCreateInput> {
  /** Length in minutes (default 60); endsAt wins when given. */
  minutes?: number;
}

/**
 * A workshop in Recife on 03/11/2026, each call a minute after the previous one so two events
 * never share a time slot unless `startsAt` says so.
 */
export async function makeEvent({ minutes = 60, ...overrides }: MakeEventOptions = {}) {
  const n = nextSeq();
  const cityId = overrides.cityId ?? "recife";
  await ensureCity(cityId);
  const startsAt = new Date(overrides.startsAt ?? Date.UTC(2026, 10, 3, 3, n));
  return db.event.create({
    data: {
      id: `test-event-${n}`,
      title: `Oficina ${n}`,
      type: "workshop",
      location: "Sala 1",
      description: "—",
      capacity: 10,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      ...overrides,
      cityId,
      startsAt,
    },
  });
}

/** Makes sure a topic of the seed's list exists (a test without the seed has none). */
export async function ensureTopic(topicId: string) {
  const index = TOPICS.findIndex((t) => t.id === topicId);
  const topic = TOPICS[index];
  if (!topic) throw new Error(`ensureTopic: ${topicId} is not one of the seed's topics`);
  await db.topic.upsert({ where: { id: topicId }, update: {}, create: { ...topic, position: index + 1 } });
}

/** A community post by `authorId` in a topic of the seed's list (default "missions"). */
export async function makePost(authorId: string, overrides: Partial<Prisma.PostUncheckedCreateInput> = {}) {
  const topicId = overrides.topicId ?? "missions";
  await ensureTopic(topicId);
  return db.post.create({
    data: { content: `Post de teste ${nextSeq()}`, ...overrides, authorId, topicId },
  });
}

/**
 * What happens in the congress days, made by the test that needs it: the seed creates it only up
 * to its clock (a week before the congress by default, so none of it).
 */

/** A check-in at an event or on a bus recorded by staff at `at`, with its successful scan record. */
export async function makeCheckIn(
  userId: string,
  target: { eventId: string } | { tripId: string },
  { at = new Date(), staffId = null }: { at?: Date; staffId?: string | null } = {},
) {
  const { memberCode } = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { memberCode: true },
  });
  const checkIn = await db.checkIn.create({ data: { userId, ...target, staffId, createdAt: at } });
  await db.scanRecord.create({
    data: {
      staffId,
      ...target,
      userId,
      rawCode: memberCode,
      result: "SUCCESS",
      scannedAt: at,
      createdAt: at,
    },
  });
  return checkIn;
}

/** Reward points unlocked by `userId`, each at its own time. */
export async function makeRewardUnlocks(
  userId: string,
  unlocks: readonly (readonly [pointId: string, at: Date])[],
) {
  for (const [rewardPointId, at] of unlocks)
    await db.rewardUnlock.create({ data: { userId, rewardPointId, createdAt: at } });
}

/**
 * The `newsImportant` notification staff send about an important news item (as notifyImportantNews
 * writes it), dated when the item is published, and read at `readAt` if given.
 */
export async function makeNewsAlert(
  userId: string,
  newsId: string,
  { readAt = null }: { readAt?: Date | null } = {},
) {
  const news = await db.newsItem.findUniqueOrThrow({
    where: { id: newsId },
    select: { title: true, publishedAt: true },
  });
  return db.notification.create({
    data: {
      userId,
      type: "news",
      key: "newsImportant",
      params: JSON.stringify({ title: news.title, newsId }),
      link: `/news/${newsId}`,
      createdAt: news.publishedAt,
      readAt,
    },
  });
}
