// Profile editing: the spec's limits, the avatar checked by content (≤ 5 MB) and applied only on
// save with one's own upload, and the public profile obeying the privacy switches.
import sharp from "sharp";
import { profileEditSchema } from "@/lib/validations/preferences";
import { getProfile } from "../community/profile";
import { getEditableProfile, saveProfile, storeAvatar } from "./profile-edit";
import { makeParticipant } from "@/tests/unit/factories";

const base = {
  fullName: "Gabriel Almeida",
  bio: "Oi!",
  maritalStatus: null,
  profileColor: "teal",
  instagram: "@gabi.almeida",
  showMaritalStatus: true,
  showAge: true,
  showCity: true,
};

test("limits: name 3–50, bio ≤ 200, the 12 colours, the 4 marital statuses, an Instagram handle", () => {
  expect(profileEditSchema.parse(base).instagram).toBe("gabi.almeida");
  expect(profileEditSchema.safeParse({ ...base, fullName: "x".repeat(51) }).success).toBe(false);
  expect(profileEditSchema.safeParse({ ...base, bio: "x".repeat(201) }).success).toBe(false);
  expect(profileEditSchema.safeParse({ ...base, profileColor: "gold" }).success).toBe(false);
  expect(profileEditSchema.safeParse({ ...base, maritalStatus: "noivo" }).success).toBe(false);
  expect(profileEditSchema.safeParse({ ...base, instagram: "a b<script>" }).success).toBe(false);
});

test("avatar: checked by content and size; applied on save; someone else's upload refused", async () => {
  const owner = await makeParticipant();
  const someoneElse = await makeParticipant();
  await expect(storeAvatar(owner.id, Buffer.from("GIF89a not really"))).rejects.toMatchObject({
    status: 400,
    code: "FILE_INVALID",
  });
  await expect(storeAvatar(owner.id, Buffer.alloc(5 * 1024 * 1024 + 1, 1))).rejects.toMatchObject({
    status: 413,
  });
  const photo = await storeAvatar(
    owner.id,
    await sharp({ create: { width: 900, height: 600, channels: 3, background: "#123456" } })
      .jpeg()
      .toBuffer(),
  );
  expect((await getEditableProfile(owner.id)).avatarUrl).not.toBe(photo.url);
  await expect(
    saveProfile(someoneElse.id, { ...profileEditSchema.parse(base), avatar: photo.token }),
  ).rejects.toMatchObject({ status: 400 });
  const saved = await saveProfile(owner.id, {
    ...profileEditSchema.parse(base),
    avatar: photo.token,
  });
  expect(saved).toMatchObject({ avatarUrl: photo.url, profileColor: "teal", instagram: "gabi.almeida" });
  expect(
    (await saveProfile(owner.id, { ...profileEditSchema.parse(base), avatar: null })).avatarUrl,
  ).toBeNull();
});

test("the public profile obeys the privacy switches", async () => {
  const owner = await makeParticipant();
  const viewer = await makeParticipant();
  await saveProfile(
    owner.id,
    profileEditSchema.parse({
      ...base,
      maritalStatus: "namorando",
      showMaritalStatus: false,
      showAge: false,
      showCity: true,
    }),
  );
  const p = await getProfile(viewer.id, owner.id, "pt");
  expect(p).toMatchObject({ maritalStatus: null, age: null, bio: "Oi!", color: "teal" });
  expect(p.city).not.toBeNull();
});
