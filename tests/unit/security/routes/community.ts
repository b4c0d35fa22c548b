/** Authorization-matrix entries for the community feature's API routes (see ../matrix-kit.ts for the helpers). */
import sharp from "sharp";
import { db } from "@/lib/server/db";
import { participantsOnly, staffOnly, type Fixture, type Role, type RouteCases } from "../matrix-kit";

const userOf = (f: Fixture, role: Role) => (role === "participantB" ? f.b : f.a);
const otherOf = (f: Fixture, role: Role) => (role === "participantB" ? f.a : f.b);

async function postBy(f: Fixture): Promise<string> {
  const topic = await db.topic.findFirst({ select: { id: true } });
  const t =
    topic ??
    (await db.topic.create({
      data: { id: "missions", name: "Missões", description: "", color: "blue", position: 1 },
    }));
  const post = await db.post.create({ data: { authorId: f.b, topicId: t.id, content: "Post do matrix" } });
  return post.id;
}

async function commentBy(f: Fixture): Promise<string> {
  const c = await db.postComment.create({
    data: { postId: await postBy(f), authorId: f.b, content: "Comentário do matrix" },
  });
  return c.id;
}

async function openReport(f: Fixture): Promise<string> {
  const r = await db.report.create({
    data: {
      reporterId: f.a,
      contentType: "post",
      postId: await postBy(f),
      reason: "spam",
      observations: "Matriz",
    },
  });
  return r.id;
}

async function photo(): Promise<FormData> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "photo.png");
  return form;
}

export const COMMUNITY_ROUTES: Record<string, RouteCases> = {
  "/api/community/posts/[postId]/like": {
    PUT: {
      request: async (f) => ({ params: { postId: await postBy(f) }, body: { liked: true } }),
      expect: participantsOnly,
    },
  },
  "/api/community/topics": { GET: { expect: participantsOnly } },
  "/api/community/posts": {
    GET: { request: () => ({ query: { topic: "missions" } }), expect: participantsOnly },
    POST: {
      request: () => ({ body: { topicId: "friendship", content: "Olá, comunidade!", images: [] } }),
      expect: participantsOnly,
    },
  },
  "/api/community/posts/[postId]": {
    GET: { request: async (f) => ({ params: { postId: await postBy(f) } }), expect: participantsOnly },
    // B's post: B deletes it; A (not the author) gets a 404 — nothing deleted.
    DELETE: {
      request: async (f) => ({ params: { postId: await postBy(f) } }),
      expect: { anonymous: 401, participantA: 404, participantB: "ok", staff: 403 },
    },
  },
  "/api/community/posts/[postId]/comments": {
    POST: {
      request: async (f) => ({ params: { postId: await postBy(f) }, body: { content: "Amém!" } }),
      expect: participantsOnly,
    },
  },
  "/api/community/comments/[commentId]/like": {
    PUT: {
      request: async (f) => ({ params: { commentId: await commentBy(f) }, body: { liked: true } }),
      expect: participantsOnly,
    },
  },
  "/api/community/uploads": {
    POST: { request: async () => ({ body: await photo() }), expect: participantsOnly },
  },
  "/api/community/reports": {
    POST: {
      request: async (f) => ({
        body: {
          contentType: "post",
          contentId: await postBy(f),
          reason: "spam",
          observations: "Propaganda repetida.",
        },
      }),
      expect: participantsOnly,
    },
  },
  "/api/community/profiles/[userId]": {
    GET: { request: (f, role) => ({ params: { userId: otherOf(f, role) } }), expect: participantsOnly },
  },
  "/api/community/profiles/[userId]/like": {
    PUT: {
      request: (f, role) => ({ params: { userId: otherOf(f, role) }, body: { liked: true } }),
      expect: participantsOnly,
    },
  },
  "/api/community/profiles/[userId]/contact": {
    POST: {
      request: async (f, role) => {
        await db.contactRequest.deleteMany({
          where: { requesterId: userOf(f, role), targetId: otherOf(f, role), kind: "whatsapp" },
        });
        return { params: { userId: otherOf(f, role) }, body: { kind: "whatsapp" } };
      },
      expect: participantsOnly,
    },
  },
  "/api/news": { GET: { request: () => ({ query: { category: "avisos" } }), expect: participantsOnly } },
  "/api/news/[newsId]/like": {
    PUT: {
      request: () => ({ params: { newsId: "alerta-chuva-recife" }, body: { liked: true } }),
      expect: participantsOnly,
    },
  },
  "/api/news/[newsId]/comments": {
    POST: {
      request: () => ({
        params: { newsId: "alerta-chuva-recife" },
        body: { content: "Obrigado pelo aviso!" },
      }),
      expect: participantsOnly,
    },
  },
  "/api/staff/events/[eventId]/notify-change": {
    POST: {
      request: async () => ({
        params: {
          eventId: (
            await db.event.findFirstOrThrow({ where: { enrolments: { some: {} } }, select: { id: true } })
          ).id,
        },
      }),
      expect: staffOnly,
    },
  },
  "/api/staff/news/[newsId]/notify": {
    POST: { request: () => ({ params: { newsId: "alerta-chuva-recife" } }), expect: staffOnly },
  },
  "/api/staff/reports": { GET: { request: () => ({ query: { status: "OPEN" } }), expect: staffOnly } },
  "/api/staff/reports/[reportId]": {
    POST: {
      request: async (f) => ({ params: { reportId: await openReport(f) }, body: { action: "dismiss" } }),
      expect: staffOnly,
    },
  },
};
