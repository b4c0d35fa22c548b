/** Authorization-matrix entries for notifications and settings. */
import { createECDH, randomBytes } from "node:crypto";
import sharp from "sharp";
import { db } from "@/lib/server/db";
import type { Fixture, Role, RouteCases } from "../matrix-kit";
import { participantsOnly } from "../matrix-kit";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);
const otherOf = (f: Fixture, role: Role) => (role === "participantB" ? f.a : f.b);

async function unreadNotification(f: Fixture, role: Role) {
  const n = await db.notification.create({
    data: {
      userId: userOf(f, role),
      type: "news",
      key: "newsImportant",
      params: JSON.stringify({ title: "Aviso", newsId: "x" }),
    },
  });
  return n.id;
}

/** Keys as a browser makes them: a P-256 public key and a 16-byte auth secret. */
function browserPushKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** A fresh pending contact request to this role's participant, with its notification. */
async function contactNotification(f: Fixture, role: Role) {
  const targetId = userOf(f, role);
  const requesterId = otherOf(f, role);
  await db.contactRequest.deleteMany({ where: { requesterId, targetId, kind: "whatsapp" } });
  const request = await db.contactRequest.create({ data: { requesterId, targetId, kind: "whatsapp" } });
  const n = await db.notification.create({
    data: {
      userId: targetId,
      type: "contact",
      key: "contactRequest",
      params: JSON.stringify({ name: "Teste", kind: "whatsapp" }),
      contactRequestId: request.id,
    },
  });
  return n.id;
}

export const NOTIFICATION_ROUTES: Record<string, RouteCases> = {
  "/api/notifications": {
    GET: { request: () => ({ query: { filter: "unread" } }), expect: participantsOnly },
  },
  "/api/notifications/read-all": { POST: { expect: participantsOnly } },
  "/api/notifications/unread": { GET: { expect: participantsOnly } },
  "/api/notifications/[notificationId]/read": {
    POST: {
      request: async (f, role) => ({ params: { notificationId: await unreadNotification(f, role) } }),
      expect: participantsOnly,
    },
  },
  "/api/notifications/[notificationId]/action": {
    POST: {
      request: async (f, role) => ({
        params: { notificationId: await contactNotification(f, role) },
        body: { action: "reject" },
      }),
      expect: participantsOnly,
    },
  },
  "/api/me/profile": {
    GET: { expect: participantsOnly },
    PUT: {
      request: () => ({
        body: {
          fullName: "Nome de Teste",
          bio: "Bio",
          maritalStatus: null,
          profileColor: "teal",
          instagram: "",
          showMaritalStatus: true,
          showAge: true,
          showCity: true,
        },
      }),
      expect: participantsOnly,
    },
  },
  "/api/me/avatar": {
    POST: {
      request: async () => {
        const form = new FormData();
        const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#aa3366" } })
          .png()
          .toBuffer();
        form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
        return { body: form };
      },
      expect: participantsOnly,
    },
  },
  "/api/push/subscription": {
    GET: { expect: participantsOnly },
    POST: {
      request: (f) => ({
        body: {
          endpoint: `http://127.0.0.1:9/push/matrix-${f.seq()}`,
          keys: browserPushKeys(),
          expirationTime: null,
        },
      }),
      expect: participantsOnly,
    },
    DELETE: {
      request: () => ({ body: { endpoint: "http://127.0.0.1:9/push/matrix-none" } }),
      expect: participantsOnly,
    },
  },
  "/api/me/settings": {
    GET: { expect: participantsOnly },
    PUT: {
      request: () => ({
        body: {
          notifyCommunity: true,
          notifySchedule: true,
          notifyNews: false,
          notifyUserContact: true,
          locale: "pt",
        },
      }),
      expect: participantsOnly,
    },
  },
};
