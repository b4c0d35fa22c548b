// PUT /api/me/settings: the "settings saved" confirmation comes back in the language just saved
// (the settings page still holds the previous language's messages when it shows the toast).
import path from "node:path";
import { db } from "@/lib/server/db";
import { allMessages } from "@/lib/i18n/messages";
import { makeParticipant } from "@/tests/unit/factories";
import { ROOT, callHandler, loadHandler, sessionCookie } from "@/tests/unit/security/harness";

const FILE = path.join(ROOT, "app", "api", "me", "settings", "route.ts");
const ON = { notifyCommunity: true, notifySchedule: true, notifyNews: true, notifyUserContact: true };

test.each(["en", "es", "pt"] as const)(
  "saving %s answers the confirmation in %s and sets the cookie",
  async (locale) => {
    const user = await makeParticipant();
    const cookie = await sessionCookie(user.id, "participant");
    const res = await callHandler(loadHandler(FILE, "PUT"), "/api/me/settings", "PUT", {
      cookie: `${cookie}; NEXT_LOCALE=${locale === "pt" ? "en" : "pt"}`,
      body: { ...ON, locale },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ locale, message: allMessages[locale].settings.saved });
    expect(res.headers.get("set-cookie")).toContain(`NEXT_LOCALE=${locale}`);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).locale).toBe(locale);
  },
);

test("the three confirmations differ (the test above would not notice a fixed language otherwise)", () => {
  expect(new Set(["pt", "en", "es"].map((l) => allMessages[l as "pt"].settings.saved)).size).toBe(3);
});
