// Sessions that can end: logout, account deletion, staff disabling and the staff 12-hour limit
// end a session on the server, so a copied cookie is refused by the API and by the page guard.
import bcrypt from "bcryptjs";
import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { GET as me } from "@/app/api/me/route";
import { GET as staffMe } from "@/app/api/staff/me/route";
import { createStaffAccount, disableStaffAccount } from "@/prisma/tools/staff-accounts";
import { proxy } from "@/proxy";
import { sessionCookie } from "@/tests/unit/session-cookie";
import { db } from "../db";
import { deleteAccount } from "../services/account/account";
import { startStaffLogin } from "../services/auth/start-staff-login";
import { authSessionActive, createAuthSession, SESSION_SECONDS } from "./auth-session";
import { authOptions } from "./options";
import { decodeSessionToken } from "./session-token";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

let ipSeq = 0;
async function call(handler: Handler, path: string, cookie?: string) {
  const res = await handler(
    new NextRequest(`http://localhost${path}`, {
      headers: { "x-forwarded-for": `198.51.100.${++ipSeq}`, ...(cookie ? { cookie } : {}) },
    }),
    { params: Promise.resolve({}) },
  );
  return res.status;
}

async function page(path: string, cookie: string) {
  const res = await proxy(new NextRequest(`http://localhost${path}`, { headers: { cookie } }));
  return { status: res.status, location: res.headers.get("location") };
}

let seq = 0;
async function participant() {
  seq++;
  return db.user.create({
    data: {
      phone: `+55819977000${String(seq).padStart(2, "0")}`,
      fullName: `Pessoa ${seq}`,
      nickname: `P${seq}`,
      birthDate: new Date("1995-03-01T12:00:00Z"),
      nationality: "Brasil",
      country: "Brasil",
      state: "PE",
      city: "Recife",
      union: "União Nordeste",
      association: "Associação Pernambucana",
      memberCode: `T26-SESS${String(seq).padStart(2, "0")}`,
    },
  });
}

async function staffUser(username: string) {
  return db.staffUser.create({
    data: {
      username,
      name: `Staff ${username}`,
      phone: "+5581988871234",
      passwordHash: await bcrypt.hash("long-enough-password-1", 4),
    },
  });
}

/**
 * Logs out as next-auth's signout route does: it decodes the cookie and fires the signOut event.
 * (The route itself needs Next's request scope; the e2e suites go through it for real.)
 */
async function logout(cookie: string) {
  const payload = await decodeSessionToken({
    token: cookie.replace(/^t26\.session=/, ""),
    secret: process.env.AUTH_SECRET!,
  });
  const signOut = authOptions().events?.signOut;
  expect(signOut).toBeDefined();
  await signOut!({ token: payload as JWT, session: {} as Session });
}

describe("logout", () => {
  test("ends the session on the server: the old cookie gets 401 from the API and /login from pages", async () => {
    const user = await participant();
    const cookie = await sessionCookie(user.id, "participant");
    const other = await sessionCookie(user.id, "participant"); // the same person on another phone
    expect(await call(me, "/api/me", cookie)).toBe(200);
    expect((await page("/dashboard", cookie)).status).toBe(200);

    await logout(cookie);

    expect(await call(me, "/api/me", cookie)).toBe(401);
    const guarded = await page("/dashboard", cookie);
    expect(guarded.status).toBe(307);
    expect(guarded.location).toBe("http://localhost/login?next=%2Fdashboard");
    // Only that device is signed out.
    expect(await call(me, "/api/me", other)).toBe(200);
  });

  test("next-auth's own session endpoint stops reporting an ended session", async () => {
    const user = await participant();
    const cookie = await sessionCookie(user.id, "participant");
    const token = (await decodeSessionToken({
      token: cookie.replace(/^t26\.session=/, ""),
      secret: process.env.AUTH_SECRET!,
    })) as JWT;
    const jwt = authOptions().callbacks!.jwt!;
    const refresh = () => jwt({ token, account: null, user: undefined as never });
    await expect(refresh()).resolves.toMatchObject({ sub: user.id, role: "participant" });
    await logout(cookie);
    // GET /api/auth/session answers {} and clears the cookie when this throws.
    await expect(refresh()).rejects.toThrow("SESSION_ENDED");
  });

  test("a staff logout ends the staff session the same way", async () => {
    const staff = await staffUser("sofia");
    const cookie = await sessionCookie(staff.id, "staff");
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(200);
    await logout(cookie);
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(401);
    expect((await page("/app-checkin/home", cookie)).location).toBe("http://localhost/app-checkin");
  });
});

describe("session lifetime", () => {
  test("staff sessions last 12 hours at most, participants' 30 days; a refreshed cookie does not extend them", async () => {
    expect(SESSION_SECONDS.staff).toBe(12 * 60 * 60);
    const staff = await staffUser("tomas");
    const user = await participant();
    const t = Date.now();
    const { sid: staffSid } = await createAuthSession({ id: staff.id, role: "staff" }, new Date(t));
    const { sid: userSid } = await createAuthSession({ id: user.id, role: "participant" }, new Date(t));
    const asStaff = { sub: staff.id, role: "staff" } as const;
    const asUser = { sub: user.id, role: "participant" } as const;

    expect(await authSessionActive(staffSid, asStaff, t + 12 * 3600_000 - 1)).toBe(true);
    expect(await authSessionActive(staffSid, asStaff, t + 12 * 3600_000)).toBe(false);
    expect(await authSessionActive(userSid, asUser, t + 12 * 3600_000)).toBe(true);
    expect(await authSessionActive(userSid, asUser, t + 30 * 86400_000)).toBe(false);
  });

  test("a session id is bound to its subject and role", async () => {
    const staff = await staffUser("ursula");
    const user = await participant();
    const { sid } = await createAuthSession({ id: user.id, role: "participant" });
    expect(await authSessionActive(sid, { sub: user.id, role: "participant" })).toBe(true);
    expect(await authSessionActive(sid, { sub: user.id, role: "staff" })).toBe(false);
    expect(await authSessionActive(sid, { sub: staff.id, role: "staff" })).toBe(false);
    for (const bad of [undefined, "", 42, "x".repeat(101), "unknown"])
      expect(await authSessionActive(bad, { sub: user.id, role: "participant" })).toBe(false);
  });

  test("a token without a server-side session (forged, or from before sessions were stored) is refused", async () => {
    const user = await participant();
    const { encode } = await import("next-auth/jwt");
    const bare = `t26.session=${await encode({ token: { sub: user.id, role: "participant" }, secret: process.env.AUTH_SECRET! })}`;
    expect(await call(me, "/api/me", bare)).toBe(401);
    expect((await page("/schedule", bare)).status).toBe(307);
  });
});

describe("ending access elsewhere", () => {
  test("deleting the account (LGPD) ends every session of the person at once", async () => {
    const user = await participant();
    const a = await sessionCookie(user.id, "participant");
    const b = await sessionCookie(user.id, "participant");
    await deleteAccount(user.id);
    expect(await call(me, "/api/me", a)).toBe(401);
    expect(await call(me, "/api/me", b)).toBe(401);
    expect(await db.authSession.count({ where: { userId: user.id } })).toBe(0);
  });

  test("a disabled staff account loses access at once and cannot sign in again", async () => {
    const staff = await createStaffAccount(db, {
      username: "vera",
      name: "Vera Souza",
      phone: "+5581988872222",
      password: "a-long-unusual-passphrase",
    });
    const cookie = await sessionCookie(staff.id, "staff");
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(200);

    expect(await disableStaffAccount(db, "vera")).toEqual({ username: "vera", sessionsEnded: 1 });
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(401);
    await expect(
      startStaffLogin({
        username: "vera",
        password: "a-long-unusual-passphrase",
        ip: "10.9.0.1",
        locale: "pt",
      }),
    ).rejects.toMatchObject({ status: 401, code: "STAFF_CREDENTIALS_INVALID" });
    await expect(createAuthSession({ id: staff.id, role: "staff" })).rejects.toThrow();
  });

  test("a removed staff account loses access at once", async () => {
    const staff = await staffUser("wagner");
    const cookie = await sessionCookie(staff.id, "staff");
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(200);
    await db.staffUser.delete({ where: { id: staff.id } });
    expect(await call(staffMe, "/api/staff/me", cookie)).toBe(401);
  });
});
