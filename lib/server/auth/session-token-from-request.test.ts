// sessionTokenFromRequest: next-auth's getToken only when the request carries something it could
// read (a cookie named like the session's, or an Authorization header), the same answer either way.
import * as nextAuthJwt from "next-auth/jwt";
import { NextRequest } from "next/server";
import { db } from "@/lib/server/db";
import { makeParticipant } from "@/tests/unit/factories";
import { sessionCookie } from "@/tests/unit/security/harness";
import { SESSION_COOKIE, sessionTokenFromRequest } from "./session";

afterEach(() => jest.restoreAllMocks());
afterAll(() => db.$disconnect());

const request = (headers: Record<string, string> = {}) =>
  new NextRequest("http://localhost/api/auth/login/code", { method: "POST", headers });

test("a request with no session cookie and no Authorization header: null, without getToken", async () => {
  const getToken = jest.spyOn(nextAuthJwt, "getToken");
  expect(await sessionTokenFromRequest(request())).toBeNull();
  expect(await sessionTokenFromRequest(request({ cookie: "NEXT_LOCALE=en; theme=dark" }))).toBeNull();
  expect(getToken).not.toHaveBeenCalled();
});

test("a session cookie, whole or in chunks, is still read and decoded", async () => {
  const getToken = jest.spyOn(nextAuthJwt, "getToken");
  const p = await makeParticipant();
  const cookie = await sessionCookie(p.id, "participant");
  const token = await sessionTokenFromRequest(request({ cookie: `NEXT_LOCALE=pt; ${cookie}` }));
  expect(token).toMatchObject({ sub: p.id, role: "participant" });
  const value = cookie.slice(cookie.indexOf("=") + 1);
  const chunked = `${SESSION_COOKIE}.0=${value.slice(0, 100)}; ${SESSION_COOKIE}.1=${value.slice(100)}`;
  expect(await sessionTokenFromRequest(request({ cookie: chunked }))).toMatchObject({ sub: p.id });
  expect(getToken).toHaveBeenCalledTimes(2);
});

test("an Authorization header still goes to getToken (a bearer token is read from it)", async () => {
  const getToken = jest.spyOn(nextAuthJwt, "getToken");
  const p = await makeParticipant();
  const cookie = await sessionCookie(p.id, "participant");
  const bearer = `Bearer ${cookie.slice(cookie.indexOf("=") + 1)}`;
  expect(await sessionTokenFromRequest(request({ authorization: bearer }))).toMatchObject({ sub: p.id });
  expect(await sessionTokenFromRequest(request({ authorization: "Basic eDp5" }))).toBeNull();
  expect(getToken).toHaveBeenCalledTimes(2);
});
