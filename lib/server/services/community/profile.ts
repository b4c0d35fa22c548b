import "server-only";
import type { AppLocale } from "@/lib/i18n/config";
import { localizedSelect, pickLocalized } from "@/lib/i18n/localized";
import { now } from "@/lib/server/clock";
import { db } from "@/lib/server/db";
import { isUniqueViolation } from "@/lib/server/db-errors";
import { AppError } from "@/lib/server/errors";
import { ageOn } from "@/lib/registration/personal";
import { stateLabel } from "@/lib/registration/origin";
import { fileUrl } from "@/lib/server/storage/file-storage";
import { createNotification } from "../notifications/create-notification";

/**
 * A community profile as the viewer may see it: age, city and marital status only when the owner
 * shows them; counters; the latest posts; recent participations (comments on others' posts).
 * The contact data itself is never here — only whether the viewer's requests are pending/approved.
 * Each post's topic name is in the reader's language (Portuguese when it has no translation).
 */
export async function getProfile(viewerId: string, userId: string, locale: AppLocale) {
  const u = await db.user.findFirst({
    where: { id: userId, deletedAt: null, guardianId: null },
    select: {
      id: true,
      fullName: true,
      nickname: true,
      avatarUrl: true,
      profileColor: true,
      bio: true,
      city: true,
      state: true,
      country: true,
      birthDate: true,
      association: true,
      maritalStatus: true,
      showMaritalStatus: true,
      showAge: true,
      showCity: true,
      isMissionary: true,
      instagram: true,
    },
  });
  if (!u) throw new AppError(404, "PROFILE_NOT_FOUND");
  const [postsCount, commentsCount, likesCount, liked, posts, participations, requests] = await Promise.all([
    db.post.count({ where: { authorId: userId, hiddenAt: null } }),
    db.postComment.count({ where: { authorId: userId, hiddenAt: null, post: { hiddenAt: null } } }),
    db.profileLike.count({ where: { profileUserId: userId } }),
    db.profileLike.findUnique({
      where: { profileUserId_userId: { profileUserId: userId, userId: viewerId } },
      select: { id: true },
    }),
    db.post.findMany({
      where: { authorId: userId, hiddenAt: null },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 20,
      select: {
        id: true,
        content: true,
        createdAt: true,
        topic: { select: localizedSelect(["name"]) },
        images: { orderBy: { position: "asc" }, take: 1, select: { storageKey: true } },
        _count: { select: { likes: true, comments: { where: { hiddenAt: null } } } },
      },
    }),
    db.postComment.findMany({
      where: { authorId: userId, hiddenAt: null, post: { hiddenAt: null, authorId: { not: userId } } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: 5,
      select: { id: true, content: true, createdAt: true, post: { select: { id: true, content: true } } },
    }),
    db.contactRequest.findMany({
      where: { requesterId: viewerId, targetId: userId },
      select: { kind: true, status: true },
    }),
  ]);
  const request = (kind: "whatsapp" | "instagram") => requests.find((r) => r.kind === kind)?.status ?? null;
  return {
    id: u.id,
    name: u.fullName,
    nickname: u.nickname,
    avatarUrl: u.avatarUrl,
    color: u.profileColor,
    bio: u.bio,
    association: u.association,
    isMissionary: u.isMissionary,
    city: u.showCity ? `${u.city} · ${stateLabel(u.country, u.state)}` : null,
    age: u.showAge ? ageOn(u.birthDate.toISOString().slice(0, 10), now()) : null,
    maritalStatus: u.showMaritalStatus ? u.maritalStatus : null,
    hasInstagram: !!u.instagram,
    isSelf: viewerId === userId,
    postsCount,
    commentsCount,
    likesCount,
    liked: !!liked,
    contact: { whatsapp: request("whatsapp"), instagram: request("instagram") },
    posts: posts.map((p) => ({
      id: p.id,
      content: p.content,
      createdAt: p.createdAt.toISOString(),
      topic: pickLocalized(p.topic, "name", locale),
      image: p.images[0] ? fileUrl(p.images[0].storageKey) : null,
      likes: p._count.likes,
      comments: p._count.comments,
    })),
    participations: participations.map((c) => ({
      id: c.id,
      content: c.content,
      createdAt: c.createdAt.toISOString(),
      postId: c.post.id,
      postTitle: c.post.content.slice(0, 80),
    })),
  };
}

/** Profile like: a row per person; 'Perfil curtido!' / 'Curtida removida'. One's own profile cannot be liked. */
export async function setProfileLike(viewerId: string, userId: string, liked: boolean) {
  const target = await db.user.findFirst({
    where: { id: userId, deletedAt: null, guardianId: null },
    select: { id: true },
  });
  if (!target) throw new AppError(404, "PROFILE_NOT_FOUND");
  if (viewerId === userId) throw new AppError(400, "PROFILE_LIKE_SELF");
  if (liked) {
    try {
      await db.profileLike.create({ data: { profileUserId: userId, userId: viewerId } });
    } catch (e) {
      if (!isUniqueViolation(e)) throw e;
    }
  } else await db.profileLike.deleteMany({ where: { profileUserId: userId, userId: viewerId } });
  return { liked, count: await db.profileLike.count({ where: { profileUserId: userId } }) };
}

/**
 * 'Solicitar WhatsApp' / 'Solicitar Instagram': a pending request and a notification to the
 * other person with approve / reject. Asking again while pending or after an answer is a 409;
 * one's own profile, or an Instagram request to someone without Instagram, is a 400.
 */
export async function requestContact(requesterId: string, targetId: string, kind: "whatsapp" | "instagram") {
  if (requesterId === targetId) throw new AppError(400, "CONTACT_SELF");
  const [target, requester] = await Promise.all([
    db.user.findFirst({
      where: { id: targetId, deletedAt: null, guardianId: null },
      select: { id: true, nickname: true, fullName: true, instagram: true, phone: true },
    }),
    db.user.findUniqueOrThrow({
      where: { id: requesterId },
      select: { nickname: true, fullName: true, avatarUrl: true },
    }),
  ]);
  if (!target) throw new AppError(404, "PROFILE_NOT_FOUND");
  if (kind === "instagram" && !target.instagram) throw new AppError(400, "CONTACT_NO_INSTAGRAM_TARGET");
  let request;
  try {
    request = await db.contactRequest.create({ data: { requesterId, targetId, kind }, select: { id: true } });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError(409, "CONTACT_ALREADY_REQUESTED");
    throw e;
  }
  await createNotification({
    userId: targetId,
    key: "contactRequest",
    params: { name: requester.nickname || requester.fullName, kind },
    link: `/community/profile/${requesterId}`,
    avatarUrl: requester.avatarUrl,
    contactRequestId: request.id,
  });
  return { status: "PENDING" as const, name: target.nickname || target.fullName };
}

export type ProfileView = Awaited<ReturnType<typeof getProfile>>;
export type ContactRequested = Awaited<ReturnType<typeof requestContact>>;
