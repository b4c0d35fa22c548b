import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { localizedSelect, pickLocalized } from "@/lib/i18n/localized";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { queueForDeletion, sweepUploads, uploadKeyOf } from "../community/upload-sweep";
import { sanitizeNewsHtml } from "../news/sanitize";

/**
 * /terms: the four documents in order, each with its current version (HTML sanitised here), in the
 * reader's language — title, version label and text each fall back to Portuguese when unwritten.
 */
export async function listLegalDocuments(locale: AppLocale) {
  const docs = await db.legalDocument.findMany({
    orderBy: { position: "asc" },
    select: {
      id: true,
      ...localizedSelect(["title"]),
      versions: {
        where: { isCurrent: true },
        take: 1,
        select: { ...localizedSelect(["version", "content"]), publishedAt: true },
      },
    },
  });
  return docs
    .filter((d) => d.versions.length > 0)
    .map((d) => {
      const v = d.versions[0]!;
      return {
        id: d.id,
        title: pickLocalized(d, "title", locale),
        version: pickLocalized(v, "version", locale),
        publishedAt: v.publishedAt.toISOString(),
        html: sanitizeNewsHtml(pickLocalized(v, "content", locale)),
      };
    });
}

/** Who the person is, as the export's profile lists it (the rest comes grouped below). */
const IDENTITY_FIELDS = [
  "id",
  "fullName",
  "nickname",
  "birthDate",
  "email",
  "phone",
  "nationality",
  "customNationality",
  "cpf",
  "rg",
  "documentNumber",
  "country",
  "state",
  "city",
  "union",
  "association",
  "memberCode",
  "createdAt",
] as const;

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, source[k]])) as Pick<T, K>;
}

/**
 * "Meus dados": everything stored about the participant (and their dependents), as JSON. Other
 * people appear only by display name — never their phone, e-mail or documents.
 */
export async function exportMyData(userId: string) {
  const user = await db.user.findFirst({ where: { id: userId, deletedAt: null } });
  if (!user) throw new AppError(404, "NOT_FOUND");
  const personFields = {
    id: true,
    fullName: true,
    nickname: true,
    birthDate: true,
    email: true,
    phone: true,
    nationality: true,
    customNationality: true,
    cpf: true,
    rg: true,
    documentNumber: true,
    country: true,
    state: true,
    city: true,
    union: true,
    association: true,
    memberCode: true,
    relationship: true,
    createdAt: true,
  } as const;
  const name = { select: { fullName: true } } as const;
  const [
    dependents,
    orders,
    ticket,
    terms,
    enrolments,
    waitlist,
    trips,
    checkIns,
    posts,
    comments,
    postLikes,
    commentLikes,
    newsLikes,
    newsComments,
    profileLikes,
    reports,
    sent,
    received,
    notifications,
    push,
    rewards,
  ] = await Promise.all([
    db.user.findMany({ where: { guardianId: userId, deletedAt: null }, select: personFields }),
    db.order.findMany({
      where: { userId },
      select: {
        id: true,
        plan: true,
        days: true,
        amountCents: true,
        status: true,
        createdAt: true,
        payment: {
          select: { method: true, amountCents: true, cardBrand: true, cardLast4: true, createdAt: true },
        },
      },
    }),
    db.ticket.findUnique({ where: { userId }, select: { plan: true, days: true, createdAt: true } }),
    db.termsAcceptance.findMany({
      where: { userId },
      select: { documentId: true, version: true, acceptedAt: true, orderId: true },
    }),
    db.enrolment.findMany({
      where: { userId },
      select: { createdAt: true, event: { select: { id: true, title: true, startsAt: true } } },
    }),
    db.waitlistEntry.findMany({
      where: { userId },
      select: { createdAt: true, notifiedAt: true, event: { select: { id: true, title: true } } },
    }),
    db.tripBooking.findMany({
      where: { userId },
      select: { trip: { select: { id: true, origin: true, destination: true, departsAt: true } } },
    }),
    db.checkIn.findMany({ where: { userId }, select: { createdAt: true, eventId: true, tripId: true } }),
    db.post.findMany({
      where: { authorId: userId },
      select: {
        id: true,
        topicId: true,
        content: true,
        createdAt: true,
        images: { select: { storageKey: true } },
      },
    }),
    db.postComment.findMany({
      where: { authorId: userId },
      select: { id: true, postId: true, content: true, createdAt: true },
    }),
    db.postLike.findMany({ where: { userId }, select: { postId: true, createdAt: true } }),
    db.commentLike.findMany({ where: { userId }, select: { commentId: true, createdAt: true } }),
    db.newsLike.findMany({ where: { userId }, select: { newsId: true, createdAt: true } }),
    db.newsComment.findMany({ where: { userId }, select: { newsId: true, content: true, createdAt: true } }),
    db.profileLike.findMany({ where: { userId }, select: { createdAt: true, profileUser: name } }),
    db.report.findMany({
      where: { reporterId: userId },
      select: {
        contentType: true,
        postId: true,
        commentId: true,
        reason: true,
        observations: true,
        status: true,
        createdAt: true,
      },
    }),
    db.contactRequest.findMany({
      where: { requesterId: userId },
      select: { kind: true, status: true, createdAt: true, target: name },
    }),
    db.contactRequest.findMany({
      where: { targetId: userId },
      select: { kind: true, status: true, createdAt: true, requester: name },
    }),
    db.notification.findMany({
      where: { userId },
      select: { type: true, key: true, params: true, readAt: true, createdAt: true },
    }),
    db.pushSubscription.findMany({ where: { userId }, select: { endpoint: true, createdAt: true } }),
    db.rewardUnlock.findMany({
      where: { userId },
      select: { createdAt: true, rewardPoint: { select: { name: true, points: true } } },
    }),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      ...pick(user, IDENTITY_FIELDS),
      community: {
        bio: user.bio,
        instagram: user.instagram,
        avatarUrl: user.avatarUrl,
        profileColor: user.profileColor,
        maritalStatus: user.maritalStatus,
        showMaritalStatus: user.showMaritalStatus,
        showAge: user.showAge,
        showCity: user.showCity,
        isMissionary: user.isMissionary,
      },
      preferences: {
        locale: user.locale,
        notifyCommunity: user.notifyCommunity,
        notifySchedule: user.notifySchedule,
        notifyNews: user.notifyNews,
        notifyUserContact: user.notifyUserContact,
      },
    },
    dependents,
    orders,
    ticket,
    termsAcceptances: terms,
    enrolments,
    waitlist,
    tripBookings: trips,
    checkIns,
    community: {
      posts,
      comments,
      likes: {
        posts: postLikes,
        comments: commentLikes,
        news: newsLikes,
        profiles: profileLikes.map((l) => ({ createdAt: l.createdAt, profile: l.profileUser.fullName })),
      },
      newsComments,
      reports,
      contactRequestsSent: sent.map((r) => ({
        kind: r.kind,
        status: r.status,
        createdAt: r.createdAt,
        to: r.target.fullName,
      })),
      contactRequestsReceived: received.map((r) => ({
        kind: r.kind,
        status: r.status,
        createdAt: r.createdAt,
        from: r.requester.fullName,
      })),
    },
    notifications: notifications.map((n) => ({ ...n, params: JSON.parse(n.params) as unknown })),
    pushSubscriptions: push,
    rewards,
  };
}

const REMOVED = "Participante removido";

/**
 * LGPD erasure: personal data is removed from the participant and their dependents (name,
 * contacts, documents, photo, bio, exact birth date → 1 January of the year), their community
 * content, likes, contact requests, notifications, push subscriptions and pending codes are
 * deleted; enrolments, tickets, orders/payments and check-ins stay (anonymous) so seat counts,
 * attendance and the accounts stay right. Their files (post photos, avatar, unpublished uploads)
 * are deleted from storage. The phone is free to register again. The people's server-side
 * sessions are deleted, so every device's cookie stops working at once.
 */
export async function deleteAccount(userId: string) {
  const user = await db.user.findFirst({
    where: { id: userId, deletedAt: null, guardianId: null },
    select: { id: true, phone: true },
  });
  if (!user) throw new AppError(404, "NOT_FOUND");
  const people = [
    user.id,
    ...(await db.user.findMany({ where: { guardianId: user.id }, select: { id: true } })).map((d) => d.id),
  ];
  const at = now();
  const files: string[] = [];
  await db.$transaction(async (tx) => {
    const mine = { in: people };
    // Their files (post photos, avatars, uploads never published) go to the deletion queue in the
    // same transaction: if the process dies after commit, the next sweep still deletes them.
    const [images, avatars, pending] = await Promise.all([
      tx.postImage.findMany({ where: { post: { authorId: mine } }, select: { storageKey: true } }),
      tx.user.findMany({ where: { id: mine }, select: { avatarUrl: true } }),
      tx.pendingUpload.findMany({ where: { userId: mine }, select: { storageKey: true } }),
    ]);
    files.push(
      ...new Set([
        ...images.map((i) => i.storageKey),
        ...avatars.map((a) => uploadKeyOf(a.avatarUrl)).filter((k): k is string => k !== null),
        ...pending.map((p) => p.storageKey),
      ]),
    );
    await queueForDeletion(tx, user.id, files);
    await tx.post.deleteMany({ where: { authorId: mine } });
    await tx.postComment.deleteMany({ where: { authorId: mine } });
    await tx.postLike.deleteMany({ where: { userId: mine } });
    await tx.commentLike.deleteMany({ where: { userId: mine } });
    await tx.newsLike.deleteMany({ where: { userId: mine } });
    await tx.newsComment.deleteMany({ where: { userId: mine } });
    await tx.profileLike.deleteMany({ where: { OR: [{ userId: mine }, { profileUserId: mine }] } });
    await tx.contactRequest.deleteMany({ where: { OR: [{ requesterId: mine }, { targetId: mine }] } });
    await tx.notification.deleteMany({ where: { userId: mine } });
    await tx.pushSubscription.deleteMany({ where: { userId: mine } });
    await tx.waitlistEntry.deleteMany({ where: { userId: mine } });
    await tx.authSession.deleteMany({ where: { userId: mine } });
    if (user.phone) await tx.oneTimeCode.deleteMany({ where: { target: user.phone } });
    for (const id of people) {
      const { birthDate } = await tx.user.findUniqueOrThrow({ where: { id }, select: { birthDate: true } });
      await tx.user.update({
        where: { id },
        data: {
          fullName: REMOVED,
          nickname: "",
          phone: null,
          email: null,
          cpf: null,
          rg: null,
          documentNumber: null,
          customNationality: null,
          avatarUrl: null,
          bio: "",
          instagram: null,
          maritalStatus: null,
          birthDate: new Date(Date.UTC(birthDate.getUTCFullYear(), 0, 1, 12)),
          deletedAt: at,
        },
      });
    }
  });
  // Deleted now, so the photo URLs stop answering at once; a failure is retried by the next sweep.
  await sweepUploads({ keys: files }).catch((error) => console.error("[account] file deletion", error));
  return { deleted: true };
}
