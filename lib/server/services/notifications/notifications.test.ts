// Notifications: list + filters + counts, mark read (idempotent, never back, only one's own),
// mark all, contact requests decided once (approve reveals the number to the requester, reject
// tells nothing), preferences respected; the settings save.
import { formatPhone } from "@/lib/phone";
import { db } from "@/lib/server/db";
import { COMMUNITY_MEMBER, MAIN_PARTICIPANT, TICKET_HOLDER, seedDatabase } from "@/prisma/seed/index";
import { getSettings, saveSettings } from "../preferences/settings";
import { createNotification } from "./create-notification";
import {
  decideContactRequest,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "./notifications";
import { notifyEventChange, notifyImportantNews } from "./broadcast";
import { recife } from "@/prisma/seed/util";
import { makeNewsAlert, makeParticipant } from "@/tests/unit/factories";

beforeAll(async () => {
  await seedDatabase(db);
  // Staff sent the rain alert to Maria when it came out on the congress's third day, and she read
  // it (the seed, on its week-before clock, has not sent it yet).
  await makeNewsAlert(MAIN_PARTICIPANT.id, "alerta-chuva-recife", { readAt: recife("2026-11-03", "07:12") });
}, 120_000);

const SEEDED_CONTACT_NOTIFICATION = "seed-notif-maria-01";

test("the seeded list: newest first, 3 unread of 5, filters, the pending contact request carries actions", async () => {
  const all = await listNotifications(MAIN_PARTICIPANT.id);
  expect(all).toMatchObject({ unread: 3, total: 5 });
  const times = all.items.map((n) => n.createdAt.getTime());
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(all.items.find((n) => n.id === SEEDED_CONTACT_NOTIFICATION)).toMatchObject({
    actions: true,
    contactStatus: "PENDING",
    params: { name: "Lucas", kind: "whatsapp" },
  });
  expect((await listNotifications(MAIN_PARTICIPANT.id, "unread")).items).toHaveLength(3);
  expect((await listNotifications(MAIN_PARTICIPANT.id, "read")).items.every((n) => n.readAt)).toBe(true);
  expect(
    (await listNotifications(COMMUNITY_MEMBER.id)).items.some((n) => n.id === SEEDED_CONTACT_NOTIFICATION),
  ).toBe(false);
});

test("a notification about news not yet published waits for it (the demo week, a week before the congress)", async () => {
  // The rain alert is the congress's third day; Maria's (read) notification of it too.
  process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
  try {
    const before = await listNotifications(MAIN_PARTICIPANT.id);
    expect(before).toMatchObject({ unread: 3, total: 4 });
    expect(before.items.map((n) => n.link)).not.toContain("/news/alerta-chuva-recife");
    for (const n of before.items) expect(n.createdAt <= new Date(process.env.APP_NOW)).toBe(true);
    expect((await listNotifications(MAIN_PARTICIPANT.id, "read")).items).toHaveLength(1);
    process.env.APP_NOW = "2026-11-03T18:00:00-03:00";
    const during = await listNotifications(MAIN_PARTICIPANT.id);
    expect(during).toMatchObject({ unread: 3, total: 5 });
    expect(during.items.map((n) => n.link)).toContain("/news/alerta-chuva-recife");
  } finally {
    delete process.env.APP_NOW;
  }
});

test("mark read: once, never back; someone else's is a 404; mark all leaves none unread", async () => {
  const n = await db.notification.create({
    data: { userId: COMMUNITY_MEMBER.id, type: "news", key: "newsImportant", params: "{}" },
  });
  await expect(markNotificationRead(MAIN_PARTICIPANT.id, n.id)).rejects.toMatchObject({ status: 404 });
  const before = (await listNotifications(COMMUNITY_MEMBER.id)).unread;
  expect(await markNotificationRead(COMMUNITY_MEMBER.id, n.id)).toEqual({ unread: before - 1 });
  const first = (await db.notification.findUniqueOrThrow({ where: { id: n.id } })).readAt;
  await markNotificationRead(COMMUNITY_MEMBER.id, n.id);
  expect((await db.notification.findUniqueOrThrow({ where: { id: n.id } })).readAt).toEqual(first);
  await db.notification.create({
    data: { userId: COMMUNITY_MEMBER.id, type: "news", key: "newsImportant", params: "{}" },
  });
  expect((await markAllNotificationsRead(COMMUNITY_MEMBER.id)).unread).toBe(0);
  expect((await listNotifications(COMMUNITY_MEMBER.id)).unread).toBe(0);
});

test("approve: decided once, the requester is told the WhatsApp number with a wa.me link; a second decision is a 409", async () => {
  const results = await Promise.allSettled([
    decideContactRequest(MAIN_PARTICIPANT.id, SEEDED_CONTACT_NOTIFICATION, "approve"),
    decideContactRequest(MAIN_PARTICIPANT.id, SEEDED_CONTACT_NOTIFICATION, "approve"),
  ]);
  expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  expect(results.find((r) => r.status === "rejected")).toMatchObject({
    reason: { status: 409, code: "CONTACT_ALREADY_DECIDED" },
  });
  const told = await db.notification.findMany({
    where: { userId: TICKET_HOLDER.id, key: "contactApproved" },
  });
  expect(told).toHaveLength(1);
  expect(JSON.parse(told[0]!.params)).toEqual({
    name: "Duda",
    kind: "whatsapp",
    value: formatPhone(MAIN_PARTICIPANT.phone),
  });
  expect(told[0]!.link).toBe(`https://wa.me/${MAIN_PARTICIPANT.phone.slice(1)}`);
  const mine = await db.notification.findUniqueOrThrow({ where: { id: SEEDED_CONTACT_NOTIFICATION } });
  expect(mine.readAt).not.toBeNull();
  expect(
    (await listNotifications(MAIN_PARTICIPANT.id)).items.find((n) => n.id === SEEDED_CONTACT_NOTIFICATION),
  ).toMatchObject({ actions: false, contactStatus: "APPROVED" });
  // Only the person asked may decide: the requester holds no such notification.
  await expect(
    decideContactRequest(TICKET_HOLDER.id, SEEDED_CONTACT_NOTIFICATION, "reject"),
  ).rejects.toMatchObject({ status: 404 });
});

test("reject tells the requester nothing; a notification without a request has no actions", async () => {
  const request = await db.contactRequest.create({
    data: { requesterId: COMMUNITY_MEMBER.id, targetId: MAIN_PARTICIPANT.id, kind: "instagram" },
  });
  const n = await createNotification({
    userId: MAIN_PARTICIPANT.id,
    key: "contactRequest",
    params: { name: "Gabi", kind: "instagram" },
    contactRequestId: request.id,
  });
  const before = await db.notification.count({ where: { userId: COMMUNITY_MEMBER.id } });
  expect(await decideContactRequest(MAIN_PARTICIPANT.id, n!.id, "reject")).toMatchObject({
    status: "REJECTED",
  });
  expect(await db.notification.count({ where: { userId: COMMUNITY_MEMBER.id } })).toBe(before);
  expect((await db.contactRequest.findUniqueOrThrow({ where: { id: request.id } })).status).toBe("REJECTED");
  const plain = await db.notification.findFirstOrThrow({
    where: { userId: MAIN_PARTICIPANT.id, contactRequestId: null },
  });
  await expect(decideContactRequest(MAIN_PARTICIPANT.id, plain.id, "approve")).rejects.toMatchObject({
    status: 400,
    code: "NOTIFICATION_NO_ACTIONS",
  });
});

test("settings: default on and pt; saved; a category turned off creates no notification of its kind", async () => {
  expect(await getSettings(COMMUNITY_MEMBER.id)).toEqual({
    notifyCommunity: true,
    notifySchedule: true,
    notifyNews: true,
    notifyUserContact: true,
    locale: "pt",
    theme: "system",
  });
  await saveSettings(COMMUNITY_MEMBER.id, {
    notifyCommunity: false,
    notifySchedule: true,
    notifyNews: true,
    notifyUserContact: true,
    locale: "es",
  });
  expect(await getSettings(COMMUNITY_MEMBER.id)).toMatchObject({ notifyCommunity: false, locale: "es" });
  expect(
    await createNotification({
      userId: COMMUNITY_MEMBER.id,
      key: "postLike",
      params: { name: "X", postId: "p" },
    }),
  ).toBeNull();
  expect(
    await createNotification({
      userId: COMMUNITY_MEMBER.id,
      key: "waitlistSeat",
      params: { title: "X", eventId: "e" },
    }),
  ).not.toBeNull();
});

test("important news: every adult told once (Maria was already), news preference respected, only important items", async () => {
  await db.user.update({ where: { id: COMMUNITY_MEMBER.id }, data: { notifyNews: false } });
  const adults = await db.user.count({ where: { deletedAt: null, guardianId: null, phone: { not: null } } });
  const first = await notifyImportantNews("alerta-chuva-recife");
  // Maria had it already (beforeAll); Gabriel switched news off.
  expect(first.sent).toBe(adults - 2);
  expect(
    await db.notification.count({
      where: { userId: COMMUNITY_MEMBER.id, key: "newsImportant", link: "/news/alerta-chuva-recife" },
    }),
  ).toBe(0);
  expect(await notifyImportantNews("alerta-chuva-recife")).toEqual({ sent: 0 });
  await expect(notifyImportantNews("bem-vindos-together-2026")).rejects.toMatchObject({ status: 409 });
});

test("event changed: every enrolled adult told once per call; a dependent's guardian for the child", async () => {
  const dependentEnrolment = await db.enrolment.findFirstOrThrow({
    where: { user: { guardianId: MAIN_PARTICIPANT.id } },
    select: { eventId: true },
  });
  const enrolled = await db.enrolment.findMany({
    where: { eventId: dependentEnrolment.eventId },
    select: { user: { select: { id: true, guardianId: true } } },
  });
  const expected = new Set(enrolled.map((e) => e.user.guardianId ?? e.user.id));
  await db.user.updateMany({ where: { id: { in: [...expected] } }, data: { notifySchedule: true } });
  const res = await notifyEventChange(dependentEnrolment.eventId);
  expect(res.sent).toBe(expected.size);
  const told = await db.notification.findMany({
    where: { key: "enrolmentChanged", link: `/schedule?event=${dependentEnrolment.eventId}` },
    select: { userId: true },
  });
  expect(new Set(told.map((n) => n.userId))).toEqual(expected);
  expect(told.some((n) => n.userId === MAIN_PARTICIPANT.id)).toBe(true);
  await expect(notifyEventChange("nao-existe")).rejects.toMatchObject({ status: 404 });
});

test("the list (one statement on the driver) is Prisma's query of the same rows: order, dates, filters, 200 newest, contact requests", async () => {
  process.env.APP_NOW = "2026-10-25T12:00:00-03:00";
  try {
    const [{ id: me }, { id: other }] = [await makeParticipant(), await makeParticipant()];
    // 205 more, some at the same instant (ties go by id), some read, one about unpublished news,
    // one naming a decided contact request and one naming another person's pending request.
    const decided = await db.contactRequest.create({
      data: { requesterId: other, targetId: me, kind: "whatsapp", status: "APPROVED" },
    });
    const notMine = await db.contactRequest.create({
      data: { requesterId: me, targetId: other, kind: "instagram" },
    });
    const base = Date.parse("2026-10-20T10:00:00Z");
    await db.notification.createMany({
      data: Array.from({ length: 205 }, (_, i) => ({
        id: `list-eq-${String(i).padStart(3, "0")}`,
        userId: me,
        type: i % 2 ? ("news" as const) : ("contact" as const),
        key: "newsImportant",
        params: JSON.stringify({ i }),
        link: i === 7 ? "/news/alerta-chuva-recife" : i % 3 ? `/news/x${i}` : null,
        avatarUrl: i % 4 ? null : "/a.webp",
        readAt: i % 5 ? null : new Date(base + i * 1000 + 123),
        createdAt: new Date(base + Math.floor(i / 3) * 60_000 + 7),
        contactRequestId: i === 10 ? decided.id : i === 11 ? notMine.id : null,
      })),
    });
    const unpublished = (
      await db.newsItem.findMany({ where: { publishedAt: { gt: new Date(process.env.APP_NOW) } } })
    ).map((n) => `/news/${n.id}`);
    const shown = { userId: me, OR: [{ link: null }, { link: { notIn: unpublished } }] };
    for (const filter of ["all", "unread", "read"] as const) {
      const list = await listNotifications(me, filter);
      const rows = await db.notification.findMany({
        where: {
          ...shown,
          ...(filter === "unread" ? { readAt: null } : filter === "read" ? { readAt: { not: null } } : {}),
        },
        orderBy: [{ createdAt: "desc" }, { id: "desc" }],
        take: 200,
        include: { contactRequest: true },
      });
      expect(list.items.map((n) => n.id)).toEqual(rows.map((r) => r.id));
      expect(list.items).toEqual(
        rows.map((r) => ({
          id: r.id,
          type: r.type,
          key: r.key,
          link: r.link,
          avatarUrl: r.avatarUrl,
          readAt: r.readAt,
          createdAt: r.createdAt,
          params: JSON.parse(r.params),
          actions: r.contactRequest?.targetId === me && r.contactRequest.status === "PENDING",
          contactStatus: r.contactRequest?.status ?? null,
        })),
      );
      expect(list.total).toBe(await db.notification.count({ where: shown }));
      expect(list.unread).toBe(await db.notification.count({ where: { ...shown, readAt: null } }));
    }
    expect((await listNotifications(me)).items).toHaveLength(200);
    expect((await listNotifications(me)).items.map((n) => n.link)).not.toContain("/news/alerta-chuva-recife");
    expect((await listNotifications(me)).items.find((n) => n.id === "list-eq-010")).toMatchObject({
      actions: false,
      contactStatus: "APPROVED",
    });
    // Nobody's list: counts of zero, no items.
    const { id: nobody } = await makeParticipant();
    expect(await listNotifications(nobody)).toEqual({ unread: 0, total: 0, items: [] });
  } finally {
    delete process.env.APP_NOW;
    await db.notification.deleteMany({ where: { id: { startsWith: "list-eq-" } } });
  }
});
