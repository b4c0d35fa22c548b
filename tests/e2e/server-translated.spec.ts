import fs from "node:fs";
import path from "node:path";
import { BASE_URL, PARTICIPANT_STORAGE_STATE } from "./support/env";
import { expect, test } from "./support/fixtures";

// /event-info, /menu, /terms, /dependents/instructions, /settings, /news, /news/[newsId],
// /notifications, /my-profile, /community/profile/[userId] and /dependents have no next-intl provider
// (docs/performance.md, "First-load JavaScript"): their server pages translate the texts of the
// share button, the directions, the logout, "Meus dados", the dependents' instructions, the
// settings, the news list and article, the notifications, the profiles and the dependents and pass
// them down. Each
// language still shows its own texts.

const LOCALES = ["pt", "en", "es"] as const;

/** Every message of a locale (messages/<locale>.json and messages/<locale>/*.json), merged. */
function messages(locale: string): Record<string, unknown> {
  const dir = path.resolve(__dirname, "../../messages");
  const files = [path.join(dir, `${locale}.json`)].concat(
    fs.readdirSync(path.join(dir, locale)).map((f) => path.join(dir, locale, f)),
  );
  const merge = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(b))
      a[k] =
        v && typeof v === "object" && a[k] && typeof a[k] === "object"
          ? merge(a[k] as Record<string, unknown>, v as Record<string, unknown>)
          : v;
    return a;
  };
  return files
    .filter((f) => fs.existsSync(f))
    .reduce((all, f) => merge(all, JSON.parse(fs.readFileSync(f, "utf8"))), {});
}

function text(all: Record<string, unknown>, key: string, values: Record<string, string> = {}): string {
  const found = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], all);
  if (typeof found !== "string") throw new Error(`no message ${key}`);
  return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** A `{count, plural, one {…} other {…}}` message for `count`, as next-intl prints it. */
function plural(all: Record<string, unknown>, key: string, count: number, locale: string): string {
  const raw = text(all, key);
  const forms = Object.fromEntries([...raw.matchAll(/(\w+) \{([^{}]*)\}/g)].map((f) => [f[1], f[2]]));
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  if (form === undefined) throw new Error(`no plural forms in ${key}`);
  return form.replaceAll("#", new Intl.NumberFormat(locale).format(count));
}

for (const locale of LOCALES) {
  test.describe(`in ${locale}`, () => {
    const m = messages(locale);
    test.beforeEach(async ({ context }) => {
      await context.addCookies([{ name: "NEXT_LOCALE", value: locale, url: BASE_URL }]);
    });

    test("event info: the share button and the directions in the reader's language", async ({
      page,
      shot,
    }) => {
      await page.goto("/event-info");
      await expect(page.getByTestId("event-info-share")).toHaveText(text(m, "sharing.share"));
      const venue = page.getByTestId("event-info-venues").getByRole("button").first();
      await venue.click();
      const links = page.getByTestId("directions-links").first();
      await expect(links).toContainText(text(m, "maps.directions"));
      const google = links.getByTestId("directions-google");
      await expect(google).toHaveText(text(m, "maps.google"));
      await expect(google).toHaveAttribute(
        "aria-label",
        new RegExp(
          `${text(m, "maps.opensIn", { place: "§", app: text(m, "maps.google") })
            .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
            .replace("§", ".+")}$`,
        ),
      );
      await shot(page, `event-info-directions-${locale}`);
    });

    test.describe("signed in", () => {
      test.use({ storageState: PARTICIPANT_STORAGE_STATE });

      test("menu: the logout button and its question", async ({ page, shot }) => {
        await page.goto("/menu");
        await expect(page.getByTestId("logout-open")).toHaveText(text(m, "menu.logout"));
        await page.getByTestId("logout-open").click();
        const dialog = page.getByRole("alertdialog");
        await expect(dialog.getByRole("heading")).toHaveText(text(m, "menu.logoutTitle"));
        await expect(dialog).toContainText(text(m, "menu.logoutText"));
        await expect(page.getByTestId("logout-confirm")).toHaveText(text(m, "menu.logoutConfirm"));
        await expect(dialog.getByRole("button", { name: text(m, "common.cancel") })).toBeVisible();
        await shot(page, `menu-logout-${locale}`);
      });

      test("dependents' instructions: the rules and the start button", async ({ page, shot }) => {
        await page.goto("/dependents/instructions");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          text(m, "dependents.instructionsTitle"),
        );
        for (const rule of ["rule1", "rule2", "rule3", "rule4"])
          await expect(page.getByText(text(m, `dependents.${rule}`))).toBeVisible();
        await expect(page.getByTestId("dependents-start")).toBeDisabled();
        await page.getByText(text(m, "dependents.readAndUnderstood")).click();
        await expect(page.getByTestId("dependents-start")).toHaveText(text(m, "dependents.start"));
        await expect(page.getByTestId("dependents-start")).toHaveAttribute(
          "href",
          "/register/origin?type=dependent",
        );
        await shot(page, `dependents-instructions-${locale}`);
      });

      test("settings: the switches, the language, the theme and the save button", async ({ page, shot }) => {
        await page.goto("/settings/notifications");
        const main = page.locator("#main-content");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(m, "settings.title"));
        for (const key of ["community", "schedule", "news", "userContact", "language"])
          await expect(main.getByText(text(m, `settings.${key}`), { exact: true })).toBeVisible();
        await expect(main.getByText(text(m, "settings.es"), { exact: true })).toBeVisible();
        await expect(page.getByRole("radiogroup", { name: text(m, "theme.title") })).toBeVisible();
        await expect(main.getByText(text(m, "theme.dark"), { exact: true })).toBeVisible();
        await expect(page.getByTestId("settings-save")).toHaveText(text(m, "settings.save"));
        await shot(page, `settings-${locale}`);
      });

      test("news: the chips, the article's share, like and comments", async ({ page, shot }) => {
        await page.goto("/news");
        await expect(page.getByRole("group", { name: text(m, "news.title") })).toBeVisible();
        await expect(page.getByTestId("news-chip-all")).toHaveText(text(m, "news.all"));
        await expect(page.getByTestId("news-chip-emergencia")).toHaveText(
          text(m, "news.categories.emergencia"),
        );
        await page.getByTestId("news-chip-emergencia").click();
        const card = page.getByTestId("news-card").first();
        await expect(card).toContainText(text(m, "news.categories.emergencia"));
        await shot(page, `news-${locale}`);

        await page.goto("/news/oficinas-vagas-limitadas");
        const title = (await page.getByTestId("news-title").textContent()) ?? "";
        await expect(page.getByTestId("news-share")).toHaveAttribute(
          "aria-label",
          text(m, "sharing.shareItem", { title }),
        );
        const liked = (await page.getByTestId("news-like").getAttribute("data-liked")) === "true";
        await expect(page.getByTestId("news-like").locator(".sr-only")).toHaveText(
          text(m, liked ? "community.unlike" : "community.like"),
        );
        const count = await page.getByTestId("news-comment").count();
        await expect(page.getByTestId("news-comments-title")).toHaveText(
          text(m, "news.comments", { count: String(count) }),
        );
        await expect(page.getByTestId("news-comment-input")).toHaveAttribute(
          "placeholder",
          text(m, "news.commentPlaceholder"),
        );
        await expect(page.getByTestId("news-comment-send")).toHaveAttribute(
          "aria-label",
          text(m, "news.send"),
        );
        await shot(page, `news-detail-${locale}`);
      });

      test("notifications: the summary, the filters and each one's texts", async ({ page, shot }) => {
        await page.goto("/notifications");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(m, "notifications.title"));
        await expect(page.getByTestId("notifications-filter-all")).toHaveText(text(m, "notifications.all"));
        await expect(page.getByTestId("notifications-mark-all")).toHaveText(text(m, "notifications.markAll"));
        const unread = await page.locator('[data-testid="notification-card"][data-read="false"]').count();
        await expect(page.getByTestId("notifications-filter-unread")).toHaveText(
          `${text(m, "notifications.unread")} (${unread})`,
        );
        await expect(page.getByTestId("notifications-summary")).toHaveText(
          unread > 0
            ? plural(m, "notifications.unreadText", unread, locale)
            : text(m, "notifications.upToDate"),
        );
        // Every card's title is one of the language's notification titles.
        const items = (m.notifications as { items: Record<string, unknown> }).items;
        const titles = Object.keys(items).map((k) => text(m, `notifications.items.${k}.title`));
        for (const card of await page.getByTestId("notification-card").all())
          expect(titles).toContain(await card.locator("p.font-semibold").first().textContent());
        await page.getByTestId("notifications-filter-read").click();
        if ((await page.getByTestId("notification-card").count()) === 0)
          await expect(page.getByTestId("notifications-empty")).toHaveText(
            text(m, "notifications.emptyRead"),
          );
        await shot(page, `notifications-${locale}`);
      });

      test("profiles: one's own and another's, with the contact question", async ({ page, shot }) => {
        await page.goto("/my-profile");
        await expect(page.getByTestId("profile-kind")).toHaveText(
          new RegExp(`^(${text(m, "community.profile")}|${text(m, "community.missionaryProfile")})$`),
        );
        await expect(page.getByRole("link", { name: text(m, "community.editProfile") })).toBeVisible();
        await expect(page.getByRole("heading", { name: text(m, "community.latestPosts") })).toBeVisible();
        await shot(page, `my-profile-${locale}`);

        await page.goto("/community/profile/seed-user-gabriel");
        await expect(page.getByTestId("back")).toHaveText(text(m, "common.back"));
        await expect(page.getByText(text(m, "community.profileLikes"))).toBeVisible();
        const liked = (await page.getByTestId("profile-like").getAttribute("data-liked")) === "true";
        await expect(page.getByTestId("profile-like").locator(".sr-only")).toHaveText(
          text(m, liked ? "community.unlike" : "community.like"),
        );
        const request = page.getByTestId("profile-request-whatsapp");
        const states = ["requestWhatsapp", "requestPending", "requestApproved", "requestRejected"];
        expect(states.map((k) => text(m, `community.${k}`))).toContain((await request.textContent())?.trim());
        if (await request.isEnabled()) {
          await request.click();
          const dialog = page.getByRole("alertdialog");
          await expect(dialog.getByRole("heading")).toHaveText(
            text(m, "community.requestTitle").replace(
              /\{kind, select, whatsapp \{([^{}]*)\} other \{[^{}]*\}\}/,
              "$1",
            ),
          );
          await expect(page.getByTestId("profile-request-confirm")).toHaveText(
            text(m, "community.requestConfirm"),
          );
          await shot(page, `profile-request-${locale}`);
          await dialog.getByRole("button", { name: text(m, "community.cancel") }).click();
          await expect(dialog).toHaveCount(0);
        }
      });

      test("dependents: the list, and a dependent's sheet when there is one", async ({ page, shot }) => {
        await page.goto("/dependents");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(text(m, "dependents.title"));
        await expect(page.getByTestId("dependents-add")).toHaveText(text(m, "dependents.add"));
        const view = page.getByTestId("dependent-view").first();
        if (await view.isVisible()) {
          await expect(view).toHaveText(text(m, "dependents.view"));
          await expect(page.getByTestId("dependent-cancel").first()).toHaveText(
            text(m, "dependents.cancelEnrolment"),
          );
          await view.click();
          const sheet = page.getByTestId("dependent-sheet");
          await expect(sheet).toContainText(text(m, "dependents.dataOf"));
          await expect(sheet).toContainText(text(m, "dependents.memberCode"));
          await expect(sheet.getByRole("link")).toHaveText(text(m, "dependents.pass"));
        } else {
          await expect(page.getByTestId("dependents-empty")).toHaveText(text(m, "dependents.empty"));
        }
        await shot(page, `dependents-${locale}`);
      });

      test("terms: 'Meus dados' and the account deletion question", async ({ page, shot }) => {
        await page.goto("/terms");
        const myData = page.getByTestId("my-data");
        await expect(myData.getByRole("heading")).toHaveText(text(m, "legal.myData"));
        await expect(page.getByTestId("data-export")).toHaveText(text(m, "legal.download"));
        await page.getByTestId("account-delete").click();
        const dialog = page.getByRole("alertdialog");
        await expect(dialog.getByRole("heading")).toHaveText(text(m, "legal.deleteTitle"));
        const word = text(m, "legal.confirmWord");
        await expect(dialog.getByText(text(m, "legal.typeWord", { word }))).toBeVisible();
        await expect(page.getByTestId("account-delete-confirm")).toBeDisabled();
        await page.getByTestId("account-delete-word").fill(word.toLowerCase());
        await expect(page.getByTestId("account-delete-confirm")).toBeEnabled();
        await expect(page.getByTestId("account-delete-confirm")).toHaveText(text(m, "legal.deleteConfirm"));
        await shot(page, `terms-delete-${locale}`);
      });
    });
  });
}
