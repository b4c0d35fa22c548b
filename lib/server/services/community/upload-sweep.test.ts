// Files follow their owners: erasing an account deletes its post photos, avatar and unpublished
// uploads (their URLs then answer 404), and uploads nobody published are swept after 24 h while
// newer or published ones stay. Claims are deletes, so two sweeps at once delete each file once.
import sharp from "sharp";
import { NextRequest } from "next/server";
import { GET as uploadFile } from "@/app/api/uploads/[...key]/route";
import { db } from "@/lib/server/db";
import { deleteAccount } from "@/lib/server/services/account/account";
import { fileStorage } from "@/lib/server/storage/file-storage";
import { saveProfile, storeAvatar } from "../users/profile-edit";
import { createPost } from "./posts";
import { sweepUploads, UNPUBLISHED_UPLOAD_TTL_MS } from "./upload-sweep";
import { readUploadToken, storePostImage, uploadToken } from "./uploads";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string[]>> }) => Promise<Response>;

const png = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#228844" } })
    .png()
    .toBuffer();

let seq = 0;
async function person() {
  const id = `sweep-user-${++seq}`;
  await db.user.create({
    data: {
      id,
      phone: `+55819777000${String(seq).padStart(2, "0")}`,
      fullName: `Pessoa ${seq}`,
      nickname: "P",
      birthDate: new Date("2000-01-01T12:00:00Z"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "UNeB",
      association: "APeC",
      memberCode: `T26-SWP${String(seq).padStart(3, "0")}`,
    },
  });
  return id;
}

const profile = (avatar: string) => ({
  fullName: "Pessoa Teste",
  bio: "",
  maritalStatus: null,
  profileColor: "blue" as const,
  instagram: "",
  showMaritalStatus: true,
  showAge: true,
  showCity: true,
  avatar,
});

const keyOf = (url: string) => url.replace("/api/uploads/", "");
async function fetchUpload(url: string) {
  const key = keyOf(url).split("/");
  const res = await (uploadFile as unknown as Handler)(new NextRequest(`http://localhost${url}`), {
    params: Promise.resolve({ key }),
  });
  return res.status;
}

beforeAll(async () => {
  await db.topic.create({
    data: { id: "missions", name: "Missões", description: "", color: "blue", position: 1 },
  });
});

test("erasing an account deletes its post photos, its avatar and its unpublished uploads", async () => {
  const userId = await person();
  const photo = await storePostImage(userId, await png());
  await createPost(userId, { topicId: "missions", content: "Com foto", images: [photo.token] });
  const avatar = await storeAvatar(userId, await png());
  await saveProfile(userId, profile(avatar.token));
  const unpublished = await storePostImage(userId, await png());
  const bystander = await person();
  const theirs = await storePostImage(bystander, await png());
  for (const url of [photo.url, avatar.url, unpublished.url, theirs.url])
    expect(await fetchUpload(url)).toBe(200);

  await deleteAccount(userId);

  for (const url of [photo.url, avatar.url, unpublished.url]) {
    expect(await fetchUpload(url)).toBe(404);
    expect(await fileStorage().get(keyOf(url))).toBeNull();
  }
  expect(await fetchUpload(theirs.url)).toBe(200);
  expect(await db.pendingUpload.count({ where: { userId } })).toBe(0);
});

test("the sweep deletes unpublished uploads older than 24 h and keeps newer and published ones", async () => {
  const userId = await person();
  const old = await storePostImage(userId, await png());
  const published = await storePostImage(userId, await png());
  await createPost(userId, { topicId: "missions", content: "Publicado", images: [published.token] });
  const avatar = await storeAvatar(userId, await png());
  await saveProfile(userId, profile(avatar.token));
  const fresh = await storePostImage(userId, await png());

  const dayAgo = new Date(Date.now() - UNPUBLISHED_UPLOAD_TTL_MS - 60_000);
  await db.pendingUpload.updateMany({
    where: { storageKey: { in: [old, published, avatar].map((u) => keyOf(u.url)) } },
    data: { createdAt: dayAgo },
  });

  // Two instances sweeping at once: each file is handled by exactly one of them.
  const [a, b] = await Promise.all([sweepUploads(), sweepUploads()]);
  expect(a.deleted + b.deleted).toBe(1);
  expect(a.kept + b.kept).toBe(2);

  expect(await fetchUpload(old.url)).toBe(404);
  expect(await fetchUpload(published.url)).toBe(200);
  expect(await fetchUpload(avatar.url)).toBe(200);
  expect(await fetchUpload(fresh.url)).toBe(200);
  // The fresh one is still queued; the handled ones are not.
  expect((await db.pendingUpload.findMany({ where: { userId } })).map((r) => r.storageKey)).toEqual([
    keyOf(fresh.url),
  ]);
  // Sweeping again changes nothing.
  expect(await sweepUploads()).toEqual({ deleted: 0, kept: 0 });
});

test("a replaced avatar's file is deleted; the new one stays", async () => {
  const userId = await person();
  const first = await storeAvatar(userId, await png());
  await saveProfile(userId, profile(first.token));
  const second = await storeAvatar(userId, await png());
  await saveProfile(userId, profile(second.token));
  expect(await fetchUpload(first.url)).toBe(404);
  expect(await fetchUpload(second.url)).toBe(200);
  // Saving again with the same photo keeps it.
  await saveProfile(userId, profile(second.token));
  expect(await fetchUpload(second.url)).toBe(200);
});

test("a token older than its TTL cannot publish (the sweep may take its file)", async () => {
  const userId = await person();
  const image = { key: "posts/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee.webp", width: 1, height: 1, bytes: 1 };
  const stale = uploadToken(userId, image, Date.now() - UNPUBLISHED_UPLOAD_TTL_MS);
  expect(() => readUploadToken(userId, stale)).toThrow(expect.objectContaining({ code: "UPLOAD_EXPIRED" }));
  expect(readUploadToken(userId, uploadToken(userId, image))).toEqual(image);
});
