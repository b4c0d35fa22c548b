// The colour theme setting (issue 19 §6): stored on the account (default "system"), saved with the
// other settings through PUT /api/me/settings, validated by zod, and mirrored in the theme cookie
// the root layout reads; an old client that sends no theme leaves it unchanged.
import { GET, PUT } from "@/app/api/me/settings/route";
import { db } from "@/lib/server/db";
import { resolveTheme, THEME_COOKIE } from "@/lib/theme";
import { makeParticipant } from "@/tests/unit/factories";
import { callHandler, sessionCookie } from "@/tests/unit/security/harness";
import { getSettings, saveSettings } from "./settings";
import { getUserTheme } from "./theme";

afterAll(() => db.$disconnect());

const BASE = {
  notifyCommunity: true,
  notifySchedule: true,
  notifyNews: true,
  notifyUserContact: true,
  locale: "pt",
} as const;

function themeCookie(headers: Headers) {
  return headers.getSetCookie().find((c) => c.startsWith(`${THEME_COOKIE}=`));
}

test("a new account follows the device; saving a theme stores it; no theme leaves it as it was", async () => {
  const user = await makeParticipant();
  expect(await getUserTheme(user.id)).toBe("system");
  expect(await getSettings(user.id)).toMatchObject({ theme: "system" });
  await saveSettings(user.id, { ...BASE, theme: "dark" });
  expect(await getUserTheme(user.id)).toBe("dark");
  await saveSettings(user.id, { ...BASE, locale: "en" });
  expect(await getSettings(user.id)).toMatchObject({ theme: "dark", locale: "en" });
});

test("PUT /api/me/settings saves the theme and sets the theme cookie; GET returns it", async () => {
  const user = await makeParticipant();
  const cookie = await sessionCookie(user.id, "participant");
  const put = await callHandler(PUT, "/api/me/settings", "PUT", { cookie, body: { ...BASE, theme: "dark" } });
  expect(put.status).toBe(200);
  expect(put.json).toMatchObject({ theme: "dark" });
  const set = themeCookie(put.headers);
  expect(set).toMatch(new RegExp(`^${THEME_COOKIE}=dark;`));
  expect(set).toMatch(/Path=\//);
  expect(set).toMatch(/SameSite=lax/i);
  expect(set).not.toMatch(/HttpOnly/i);
  const get = await callHandler(GET, "/api/me/settings", "GET", { cookie });
  expect(get.json).toMatchObject({ theme: "dark" });

  const light = await callHandler(PUT, "/api/me/settings", "PUT", {
    cookie,
    body: { ...BASE, theme: "light" },
  });
  expect(themeCookie(light.headers)).toMatch(new RegExp(`^${THEME_COOKIE}=light;`));
  expect(await getUserTheme(user.id)).toBe("light");
});

test("an unknown theme is a 400 with the field named, and nothing changes", async () => {
  const user = await makeParticipant();
  const cookie = await sessionCookie(user.id, "participant");
  const res = await callHandler(PUT, "/api/me/settings", "PUT", {
    cookie,
    body: { ...BASE, theme: "sepia" },
  });
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({
    error: { code: "VALIDATION_FAILED", fields: { theme: expect.any(Array) } },
  });
  expect(themeCookie(res.headers)).toBeUndefined();
  expect(await getUserTheme(user.id)).toBe("system");
});

test("without a session the theme cannot be saved", async () => {
  const res = await callHandler(PUT, "/api/me/settings", "PUT", { body: { ...BASE, theme: "dark" } });
  expect(res.status).toBe(401);
});

test("the cookie is read strictly: only system, light or dark; anything else is system", () => {
  expect(resolveTheme("dark")).toBe("dark");
  expect(resolveTheme("light")).toBe("light");
  expect(resolveTheme("system")).toBe("system");
  expect(resolveTheme(undefined)).toBe("system");
  expect(resolveTheme("dark; evil")).toBe("system");
  expect(resolveTheme("DARK")).toBe("system");
});
