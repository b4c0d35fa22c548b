// Writing for others is limited per user (posts, comments, reports, contact requests), and the
// registration code's "phone already registered" answer is limited like login codes: past each
// limit the route answers 429 with the one error shape, a translated message and Retry-After.
import { sessionCookie } from "@/tests/unit/session-cookie";
import { NextRequest } from "next/server";
import { POST as comment } from "@/app/api/community/posts/[postId]/comments/route";
import { POST as post } from "@/app/api/community/posts/route";
import { POST as contact } from "@/app/api/community/profiles/[userId]/contact/route";
import { POST as report } from "@/app/api/community/reports/route";
import { POST as registrationCode } from "@/app/api/registration/code/route";
import { db } from "@/lib/server/db";
import { ACTION_LIMITS } from "./action-limits";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const A = "limits-user-a";
const B = "limits-user-b";
let postId = "";
let ipSeq = 0;

async function person(id: string, phone: string) {
  await db.user.create({
    data: {
      id,
      phone,
      fullName: `Pessoa ${id}`,
      nickname: id,
      birthDate: new Date("2000-01-01T12:00:00Z"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "UNeB",
      association: "APeC",
      memberCode: `T26-${id.slice(-1).toUpperCase()}LIMIT`,
      instagram: "pessoa",
    },
  });
}

beforeAll(async () => {
  await person(A, "+5581988880001");
  await person(B, "+5581988880002");
  await db.topic.create({
    data: { id: "missions", name: "Missões", description: "", color: "blue", position: 1 },
  });
  postId = (await db.post.create({ data: { authorId: B, topicId: "missions", content: "Olá" } })).id;
});

async function call(
  handler: unknown,
  body: unknown,
  {
    params = {},
    user,
    ip,
    locale = "pt",
  }: { params?: Record<string, string>; user?: string; ip?: string; locale?: string } = {},
) {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "x-forwarded-for": ip ?? `198.51.100.${ipSeq++ % 250}`,
    cookie: `NEXT_LOCALE=${locale}`,
  };
  if (user) headers.cookie += `; ${await sessionCookie(user, "participant")}`;
  const res = await (handler as Handler)(
    new NextRequest("http://localhost/api/x", { method: "POST", headers, body: JSON.stringify(body) }),
    { params: Promise.resolve(params) },
  );
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: (await res.json()) as { error?: { code: string; message: string } },
  };
}

/** Calls `max` times (none refused for the limit), then once more: 429 with the action's code. */
async function expectLimit(max: number, code: string, once: () => ReturnType<typeof call>) {
  for (let i = 0; i < max; i++) {
    const res = await once();
    expect(res.status).not.toBe(429);
    expect(res.status).toBeLessThan(500);
  }
  const refused = await once();
  expect(refused.status).toBe(429);
  expect(refused.body.error?.code).toBe(code);
  expect(refused.body.error?.message).toMatch(/min/);
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  return refused;
}

test("posts: 10 an hour per person, then 429 POST_RATE_LIMITED (translated)", async () => {
  const publish = () => call(post, { topicId: "missions", content: "Mais um post", images: [] }, { user: A });
  expect((await publish()).status).toBe(200);
  const refused = await expectLimit(ACTION_LIMITS.post.max - 1, "POST_RATE_LIMITED", publish);
  expect(refused.body.error?.message).toContain("Você publicou muitas vezes");
  const en = await call(post, { topicId: "missions", content: "x", images: [] }, { user: A, locale: "en" });
  expect(en.body.error?.message).toContain("You have posted too often");
  // Someone else still posts.
  expect(
    (await call(post, { topicId: "missions", content: "Meu post", images: [] }, { user: B })).status,
  ).toBe(200);
});

test("comments: 60 an hour per person", async () => {
  await expectLimit(ACTION_LIMITS.comment.max, "COMMENT_RATE_LIMITED", () =>
    call(comment, { content: "Amém" }, { user: A, params: { postId } }),
  );
});

test("reports: 20 an hour per person (duplicates count too)", async () => {
  await expectLimit(ACTION_LIMITS.report.max, "REPORT_RATE_LIMITED", () =>
    call(
      report,
      { contentType: "post", contentId: postId, reason: "spam", observations: "Propaganda" },
      { user: A },
    ),
  );
});

test("contact requests: 30 a day per person", async () => {
  await expectLimit(ACTION_LIMITS.contact.max, "CONTACT_RATE_LIMITED", () =>
    call(contact, { kind: "instagram" }, { user: A, params: { userId: B } }),
  );
});

test("a limit can be raised from the environment (tests, load runs) without touching the code", async () => {
  process.env.RATE_LIMIT_POSTS_PER_HOUR = "12";
  try {
    // B has posted once: 11 more are allowed at 12, the 13th is refused.
    await expectLimit(11, "POST_RATE_LIMITED", () =>
      call(post, { topicId: "missions", content: "De novo", images: [] }, { user: B }),
    );
  } finally {
    delete process.env.RATE_LIMIT_POSTS_PER_HOUR;
  }
});

describe("registration code", () => {
  const draft = (phone: string) => ({
    type: "participant",
    origin: { country: "Brasil", state: "PE", city: "Recife" },
    personal: {
      fullName: "Ana Beatriz Lima",
      nickname: "Bia",
      birthDate: "2001-03-04",
      nationality: "Brasil",
      cpf: "529.982.247-25",
      rg: "7654321",
      email: "bia@example.com",
      countryCode: "+55",
      phone,
    },
  });

  test("'already registered' is limited per phone like a login code: the second ask is a 429", async () => {
    const first = await call(registrationCode, draft("81988880001"));
    expect(first.status).toBe(409);
    expect(first.body.error?.code).toBe("PHONE_ALREADY_REGISTERED");
    // From another address, at once: the phone's 30-second limit answers, not the account check.
    const second = await call(registrationCode, draft("81988880001"));
    expect(second.status).toBe(429);
    expect(second.body.error?.code).toBe("RATE_LIMITED");
  });

  test("one address cannot probe many phones: past the per-IP code limit every answer is 429", async () => {
    const ip = "203.0.113.77";
    const max = Number(process.env.RATE_LIMIT_IP_PER_HOUR ?? 100);
    await db.rateLimitHit.createMany({
      data: Array.from({ length: max }, () => ({ key: `otp:ip:${ip}`, createdAt: new Date() })),
    });
    const probe = await call(registrationCode, draft("81988880002"), { ip });
    expect(probe.status).toBe(429);
    expect(probe.body.error?.code).toBe("RATE_LIMITED");
  });
});
