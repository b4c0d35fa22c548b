// /community/feed, /community/post/[postId] and /community/new-post ship no next-intl client code
// (provider, translator) and no messages in their HTML (docs/performance.md, "First-load
// JavaScript", "The community's screens translated on the server"): their server pages pass the
// texts (components/community/community-labels.ts) to the feed, the post, the new post's form, the
// cards, and the report sheet and delete question loaded on first open. This walks the client code
// and checks the texts read as next-intl's.
import fs from "node:fs";
import path from "node:path";
import { createTranslator } from "use-intl/core";
import {
  feedLabels,
  newPostLabels,
  postDetailLabels,
  type FeedLabels,
  type NewPostLabels,
  type PostDetailLabels,
} from "@/components/community/community-labels";
import { postShareTexts } from "@/components/community/post-card";
import { buttonVariants } from "@/components/ui/button";
import { locales, type AppLocale } from "@/lib/i18n/config";
import { fillIn } from "@/lib/i18n/fill-in";
import { allMessages } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";
import { REPORT_REASONS } from "@/lib/validations/limits";
import { ROOT, clientModules, offenders } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);

const COMMUNITY = "app/(shell)/community";
const ROUTES = {
  feed: { dir: `${COMMUNITY}/feed`, view: "components/community/feed-view.tsx" },
  post: { dir: `${COMMUNITY}/post/[postId]`, view: "components/community/post-detail.tsx" },
  newPost: { dir: `${COMMUNITY}/new-post`, view: "components/community/new-post-form.tsx" },
} as const;
// Loaded on first open (components/community/overlays.ts): not in the static graph.
const OVERLAYS = ["components/community/report-sheet.tsx", "components/community/delete-post-dialog.tsx"];

const routeFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => /^(page|loading|not-found|error)\.tsx$/.test(f))
    .map((f) => `${dir}/${f}`);

describe("the community's screens without next-intl in the browser", () => {
  test("no layout of the routes gives the messages", () => {
    const dirs = [
      ...Object.values(ROUTES).map((r) => r.dir),
      `${COMMUNITY}/post`,
      COMMUNITY,
      "app/(shell)",
      "app",
    ];
    for (const dir of dirs) {
      const layout = path.join(ROOT, dir, "layout.tsx");
      if (fs.existsSync(layout))
        expect(fs.readFileSync(layout, "utf8")).not.toMatch(
          /<(IntlLayout|IntlNamespaces|NextIntlClientProvider)\b|\bIntlLayout as default\b/,
        );
    }
  });

  test.each(Object.entries(ROUTES))(
    "%s: its client code, the overlays loaded on first open too, reaches no next-intl",
    (_, route) => {
      const client = clientModules(routeFiles(route.dir));
      expect(client).toContain(route.view);
      const entries = [...client, ...(route.view === ROUTES.newPost.view ? [] : OVERLAYS)];
      if (route.view !== ROUTES.newPost.view) expect(client).toContain("components/community/post-card.tsx");
      expect(offenders(entries, /^(next-intl|use-intl)/)).toEqual([]);
      // The labels' module is server code: the client imports only its types.
      expect(offenders(entries, /^components\/community\/community-labels\.ts$/)).toEqual([]);
    },
  );

  test("the overlays are the ones the feed and the post load", () => {
    const overlays = fs.readFileSync(path.join(ROOT, "components/community/overlays.ts"), "utf8");
    const loaded = [...overlays.matchAll(/import\("\.\/([\w-]+)"\)/g)].map(
      (m) => `components/community/${m[1]}.tsx`,
    );
    expect(loaded.sort()).toEqual([...OVERLAYS].sort());
  });
});

describe("the labels read as next-intl's", () => {
  const translator = <N extends "community" | "sharing">(l: AppLocale, namespace: N) =>
    createTranslator({ locale: l, messages: allMessages[l], namespace, timeZone: "America/Recife" });
  const COUNTS = [0, 1, 2, 5, 21, 101, 499, 500, 501, 1000, 1234, 1_000_000];

  test.each(locales)("%s: the feed's and a post's texts, values and the share button's", async (l) => {
    setServerLocale(l);
    const feed: FeedLabels = await feedLabels(l);
    const post: PostDetailLabels = await postDetailLabels(l);
    const [t, sharing] = [translator(l, "community"), translator(l, "sharing")];
    const states = createTranslator({ locale: l, messages: allMessages[l], namespace: "states" });
    expect(post.card).toEqual(feed.card);
    expect(post.reportSheet).toEqual(feed.reportSheet);
    expect(post.deleteDialog).toEqual(feed.deleteDialog);
    for (const key of ["emptyTitle", "emptyText", "firstPost", "loadingMore", "end", "newPost"] as const)
      expect(feed[key]).toBe(t(key));
    expect(feed.listError).toEqual({
      title: states("listError.title"),
      text: states("listError.text"),
      retry: states("listError.retry"),
      more: states("listError.more"),
      // Button's outline/sm classes with "shrink-0", merged on the server (state-labels.ts).
      retryClass: cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0"),
    });
    expect(feed.pull).toEqual({
      pull: states("pull.pull"),
      release: states("pull.release"),
      refreshing: states("pull.refreshing"),
    });

    const { card } = feed;
    expect(card.locale).toBe(l);
    for (const key of ["removed", "postMenu", "viewProfile", "viewComments", "deletePost", "report"] as const)
      expect(card[key]).toBe(t(key));
    expect(card.like).toEqual({ like: t("like"), unlike: t("unlike"), retryLater: t("retryLater") });
    expect([card.carousel.previous, card.carousel.next]).toEqual([t("previous"), t("next")]);
    for (const [n, total] of [
      [1, 1],
      [2, 10],
      [10, 10],
      [1234, 5678],
    ] as const)
      expect(fillIn(card.carousel.photo, { n: String(n), total: String(total) })).toBe(
        t("photo", { n, total }),
      );
    for (const name of ["Ana", "Igreja {Central} $1 $&", t("removed")]) {
      const title = sharing("postTitle", { name });
      expect(postShareTexts(card.share, name)).toEqual({
        title,
        labels: {
          share: sharing("share"),
          shareItem: sharing("shareItem", { title }),
          copied: sharing("copied"),
          copiedText: sharing("copiedText"),
          copyFailed: sharing("copyFailed"),
        },
      });
    }

    const report = feed.reportSheet;
    for (const r of REPORT_REASONS) expect(report.reasons[r]).toBe(t(`reasons.${r}`));
    for (const key of [
      "retryLater",
      "reportError",
      "reported",
      "reportedText",
      "reportRequired",
      "reportRequiredText",
      "reportComment",
      "reportPost",
      "reportReason",
      "reportObservations",
      "reportPlaceholder",
      "cancel",
      "sending",
      "sendReport",
    ] as const)
      expect(report[key]).toBe(t(key));
    for (const key of [
      "retryLater",
      "deleted",
      "deleteTitle",
      "deleteText",
      "cancel",
      "deleteConfirm",
    ] as const)
      expect(feed.deleteDialog[key]).toBe(t(key));

    for (const key of [
      "retryLater",
      "commentError",
      "commentAdded",
      "commentAddedText",
      "noComments",
      "commentMenu",
      "commentPlaceholder",
      "send",
      "viewProfile",
      "report",
    ] as const)
      expect(post[key]).toBe(t(key));
    for (const count of COUNTS) {
      expect(fillIn(post.comments, { count: String(count) })).toBe(t("comments", { count }));
      expect(fillIn(report.reportCounter, { count: String(count) })).toBe(t("reportCounter", { count }));
    }
  });

  test.each(locales)("%s: the new post's texts, counts and values", async (l) => {
    setServerLocale(l);
    const labels: NewPostLabels = await newPostLabels();
    const [t, sharing] = [translator(l, "community"), translator(l, "sharing")];
    for (const key of [
      "fileInvalid",
      "fileInvalidText",
      "photoLimit",
      "fileTooLarge",
      "fileTooLargeText",
      "retryLater",
      "publishError",
      "published",
      "publishedText",
      "newPost",
      "newPostSubtitle",
      "topicLabel",
      "dragHint",
      "pickPhotos",
      "textPlaceholder",
      "visibility",
      "publishing",
      "publish",
    ] as const)
      expect(labels[key]).toBe(t(key));
    for (const key of [
      "uploadCancelled",
      "uploadCancelledText",
      "preparingPhotos",
      "cancelUpload",
      "photoSent",
      "photoWaiting",
      "photoProgress",
    ] as const)
      expect(labels[key]).toBe(sharing(key));
    for (let count = 0; count <= 10; count++)
      expect(fillIn(labels.photos, { count: String(count) })).toBe(t("photos", { count }));
    for (const n of [1, 2, 10]) {
      const values = { n: String(n) };
      expect(fillIn(labels.removePhoto, values)).toBe(t("removePhoto", { n }));
      expect(fillIn(labels.moveLeft, values)).toBe(t("moveLeft", { n }));
      expect(fillIn(labels.moveRight, values)).toBe(t("moveRight", { n }));
      expect(fillIn(labels.cancelPhoto, values)).toBe(sharing("cancelPhoto", { n }));
    }
    // The characters left go below 0 past the limit.
    for (const count of [-1234, -1, 0, 1, 2, 499, 500, 1234])
      expect(fillIn(labels.remaining, { count: String(count) })).toBe(t("remaining", { count }));
    for (const [done, total] of [
      [0, 1],
      [1, 2],
      [9, 10],
    ] as const)
      expect(fillIn(labels.uploading, { done: String(done), total: String(total) })).toBe(
        t("uploading", { done, total }),
      );
  });
});
