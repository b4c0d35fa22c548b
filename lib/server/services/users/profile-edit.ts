import "server-only";
import { db } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { fileUrl } from "@/lib/server/storage/file-storage";
import { PROFILE_LIMITS, type ProfileEditInput } from "@/lib/validations/preferences";
import { queueForDeletion, sweepUploads, uploadKeyOf } from "../community/upload-sweep";
import { readUploadToken, storeUploadedImage } from "../community/uploads";

/** The spec's profile photo limit. */
export const MAX_AVATAR_BYTES = PROFILE_LIMITS.avatarBytes;

const SELECT = {
  fullName: true,
  bio: true,
  avatarUrl: true,
  maritalStatus: true,
  profileColor: true,
  instagram: true,
  showMaritalStatus: true,
  showAge: true,
  showCity: true,
} as const;

/** What /profile/edit edits; GET and PUT /api/me/profile answer it. */
export type EditableProfile = Awaited<ReturnType<typeof getEditableProfile>>;
/** POST /api/me/avatar: the upload's token (sent on save) and where to preview it. */
export type AvatarUpload = Awaited<ReturnType<typeof storeAvatar>>;

export async function getEditableProfile(userId: string) {
  const u = await db.user.findUniqueOrThrow({ where: { id: userId }, select: SELECT });
  return { ...u, instagram: u.instagram ?? "" };
}

/** 'Foto alterada!': the photo is checked, squared to 512 px and stored; it becomes the avatar only on save. */
export async function storeAvatar(userId: string, data: Buffer) {
  if (data.length > MAX_AVATAR_BYTES) throw new AppError(413, "AVATAR_TOO_LARGE");
  const { token, url } = await storeUploadedImage(userId, "avatars", data, {
    maxDimension: 512,
    quality: 82,
    square: true,
  });
  return { token, url };
}

/** Saves the profile; the avatar token must be the caller's own upload. */
export async function saveProfile(userId: string, input: ProfileEditInput) {
  const avatarUrl =
    input.avatar === undefined
      ? undefined
      : input.avatar === null
        ? null
        : fileUrl(readUploadToken(userId, input.avatar).key);
  const { avatar: _avatar, instagram, ...rest } = input;
  const previous =
    avatarUrl === undefined
      ? null
      : (await db.user.findUnique({ where: { id: userId }, select: { avatarUrl: true } }))?.avatarUrl;
  const saved = await db.user.update({
    where: { id: userId },
    data: { ...rest, instagram: instagram || null, ...(avatarUrl !== undefined ? { avatarUrl } : {}) },
    select: SELECT,
  });
  // A replaced or removed photo is nobody's any more: its file goes (the sweep keeps it if in use).
  const replaced = previous !== avatarUrl ? uploadKeyOf(previous) : null;
  if (replaced) {
    await queueForDeletion(db, userId, [replaced]);
    await sweepUploads({ keys: [replaced] }).catch((error) => console.error("[profile] old avatar", error));
  }
  return { ...saved, instagram: saved.instagram ?? "" };
}
