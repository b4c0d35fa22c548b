// /news and /news/[newsId] ship no `cn`, Button, Badge, Textarea or limits' module in their first
// load (docs/performance.md, "First-load JavaScript", "/news drawn and merged on the server"): the
// server pages pass the texts and the merged classes (components/news/news-labels.ts) and draw the
// static parts (the skeleton, the empty state); the list's failed-load button, the pull indicator,
// the like button and the comment composer write their classes out. This walks the client code and
// renders each piece against what it was (Badge, Button, Textarea, UserAvatar and cn).
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentProps, type KeyboardEvent, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { HeartIcon } from "@/components/icons/svg/heart";
import { RefreshCwIcon } from "@/components/icons/svg/refresh-cw";
import { CommentComposer, type CommentComposerProps } from "@/components/community/comment-composer";
import { postDetailLabels } from "@/components/community/community-labels";
import { composerTextareaClass } from "@/components/community/composer-class";
import { LikeButton } from "@/components/community/like-button";
import { CATEGORY_STYLE } from "@/components/news/category-style";
import { NewsComments } from "@/components/news/news-interactions";
import { newsCommentsLabels, newsListLabels, type NewsListLabels } from "@/components/news/news-labels";
import { NewsList } from "@/components/news/news-list";
import { AVATAR_COLORS, UserAvatar } from "@/components/shell/user-avatar";
import { ListError, type ListErrorProps } from "@/components/states/list-error";
import { listErrorLabels } from "@/components/states/state-labels";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { locales } from "@/lib/i18n/config";
import type { NewsCard, NewsComment } from "@/lib/server/services/news/news";
import { cn } from "@/lib/utils";
import { COMMENT_MAX_CHARS, NEWS_CATEGORIES } from "@/lib/validations/limits";
import { ROOT, clientModules, offenders } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
// The cards' links read the router while rendering (nothing is navigated here).
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const NEWS = "app/(shell)/news";
const routeFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => /^(page|layout|loading|not-found|error)\.tsx$/.test(f))
    .map((f) => `${dir}/${f}`);
const ROUTES = {
  "/news": { files: routeFiles(`${NEWS}/(list)`), client: "components/news/news-list.tsx" },
  "/news/[newsId]": {
    files: routeFiles(`${NEWS}/[newsId]`),
    client: "components/news/news-interactions.tsx",
  },
};
// What the routes' client code must not reach: cn's merge table, Button with cva and Slot, Badge,
// Textarea, UserAvatar (cn), the limits' module (every limit of the app), next-intl, and the
// server's labels and colours.
const BANNED =
  /^(next-intl|use-intl|class-variance-authority|lib\/utils\.ts$|lib\/validations\/limits\.ts$|components\/ui\/(button|slot|badge|textarea)\.tsx$|components\/shell\/user-avatar\.tsx$|components\/states\/skeletons\.tsx$|components\/news\/(news-labels|category-style)\.ts$)/;

describe("/news and /news/[newsId] without cn, Button or Badge in the browser", () => {
  test.each(Object.entries(ROUTES))("%s: its client code reaches none of them", (_, route) => {
    const client = clientModules([...route.files, ...[NEWS, "app/(shell)"].flatMap(routeFiles)]);
    expect(client).toContain(route.client);
    expect(offenders(client, BANNED)).toEqual([]);
  });

  test("the community's screens draw the like button and the composer without cn either", () => {
    const client = clientModules(["components/community/post-detail.tsx"]);
    expect(client).toEqual(
      expect.arrayContaining([
        "components/community/like-button.tsx",
        "components/community/comment-composer.tsx",
      ]),
    );
    expect(
      offenders(
        ["components/community/like-button.tsx", "components/community/comment-composer.tsx"],
        BANNED,
      ),
    ).toEqual([]);
  });
});

const CARD = (over: Partial<NewsCard>): NewsCard =>
  ({
    id: "n1",
    category: "avisos",
    title: "Título {x} $1",
    summary: "Resumo",
    imageUrl: null,
    imageAlt: null,
    isImportant: false,
    publishedAt: "2026-10-20T12:00:00.000Z",
    likes: 3,
    comments: 1,
    translated: true,
    ...over,
  }) as NewsCard;

const html = (el: ReactElement) => renderToStaticMarkup(el);
/** Every `<span data-slot="badge" …>…</span>` of a page. */
const badges = (page: string) =>
  [...page.matchAll(/<span data-slot="badge"[^>]*>[^<]*<\/span>/g)].map((m) => m[0]);

describe("/news' list as Badge and cn drew it", () => {
  test.each(locales)("%s: the chips' two looks, each category's badge and 'Importante'", async (l) => {
    setServerLocale(l);
    const labels: NewsListLabels = await newsListLabels();
    expect(Object.keys(labels.categories)).toEqual([...NEWS_CATEGORIES]);
    const CHIP = "shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition";
    expect(labels.classes.chip).toEqual({
      on: cn(CHIP, "border-primary bg-primary text-primary-foreground"),
      off: cn(CHIP, "bg-card hover:bg-muted"),
    });
    const cards = NEWS_CATEGORIES.map((category, i) =>
      CARD({ id: `n${i}`, category, isImportant: i % 2 === 0 }),
    );
    const page = html(
      createElement(NewsList, {
        initial: cards,
        initialCursor: null,
        labels,
        locale: l,
        inPortugueseBadge: null,
        skeleton: null,
        empty: null,
      }),
    );
    const expected = cards.flatMap((n) => [
      html(createElement(Badge, { className: CATEGORY_STYLE[n.category] }, labels.categories[n.category])),
      ...(n.isImportant ? [html(createElement(Badge, { variant: "destructive" }, labels.important))] : []),
    ]);
    expect(badges(page)).toEqual(expected);
    // "Todas" pressed, the others not.
    const chips = [
      ...page.matchAll(/<button type="button" aria-pressed="(true|false)"[^>]*class="([^"]*)"/g),
    ];
    expect(chips.map((m) => [m[1], m[2]])).toEqual([
      ["true", labels.classes.chip.on],
      ...NEWS_CATEGORIES.map(() => ["false", labels.classes.chip.off]),
    ]);
  });
});

/** ListError as it was: Button and cn. */
function FormerListError({ labels, variant = "full", testId }: ListErrorProps) {
  return createElement(
    "div",
    {
      role: "alert",
      "data-testid": testId,
      className: cn(
        "flex items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-3 text-sm",
        variant === "more" && "mt-2",
      ),
    },
    variant === "more"
      ? createElement("p", { className: "min-w-0 flex-1" }, labels.more)
      : createElement(
          "p",
          { className: "min-w-0 flex-1" },
          createElement("span", { className: "block font-semibold" }, labels.title),
          createElement("span", { className: "text-muted-foreground" }, labels.text),
        ),
    createElement(
      Button,
      {
        size: "sm",
        variant: "outline",
        className: "shrink-0",
        disabled: false,
        "aria-busy": false,
        onClick: () => {},
        "data-testid": `${testId}-retry`,
      } as ComponentProps<typeof Button>,
      createElement(RefreshCwIcon, { className: cn("size-4", false), "aria-hidden": "true" }),
      labels.retry,
    ),
  );
}

describe("the lists' failed-load banner and next-page error as Button drew them", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const labels = await listErrorLabels();
    for (const variant of ["banner", "more"] as const) {
      const props = { labels, variant, testId: "news-error", onRetry: () => {} };
      expect(html(createElement(ListError, props))).toBe(html(createElement(FormerListError, props)));
    }
  });

  test("the spinning icon's classes and the pull indicator's are joined as cn merged them", () => {
    expect(cn("size-4", "animate-spin motion-reduce:animate-none")).toBe(
      "size-4 animate-spin motion-reduce:animate-none",
    );
    const icon = "size-4 text-primary transition-transform motion-reduce:transition-none";
    const ready = "rotate-180 motion-reduce:rotate-0";
    const spin = "animate-spin motion-reduce:animate-none";
    for (const r of [false, true])
      for (const s of [false, true])
        expect(cn(icon, r && ready, s && spin)).toBe([icon, r && ready, s && spin].filter(Boolean).join(" "));
    const source = fs.readFileSync(path.join(ROOT, "components/states/pull-to-refresh.tsx"), "utf8");
    for (const part of [icon, ready, spin]) expect(source).toContain(`"${part}"`);
  });
});

/** The like button as it was: its classes merged by cn. */
function FormerLike({ liked, count, testId }: { liked: boolean; count: number; testId: string }) {
  return createElement(
    "button",
    {
      type: "button",
      "aria-pressed": liked,
      "data-testid": testId,
      "data-liked": liked ? "true" : "false",
      className: cn(
        "inline-flex min-h-6 items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium transition hover:bg-muted",
        liked ? "text-pink-600 dark:text-pink-400" : "text-muted-foreground",
      ),
    },
    createElement(HeartIcon, { className: cn("size-5", liked && "fill-current"), "aria-hidden": "true" }),
    createElement("span", { className: "sr-only" }, liked ? "Descurtir" : "Curtir"),
    createElement("span", { "data-testid": `${testId}-count` }, count),
  );
}

describe("the like button and the comment composer as cn, Textarea drew them", () => {
  test.each([true, false])("liked: %s", (liked) => {
    const labels = { like: "Curtir", unlike: "Descurtir", retryLater: "Tente depois" };
    for (const testId of ["news-like", "post-like"])
      expect(
        html(
          createElement(LikeButton, { url: "/api/x", liked, count: 7, testId, labels, onChange: () => {} }),
        ),
      ).toBe(html(createElement(FormerLike, { liked, count: 7, testId })));
  });

  /** The composer as it was: Textarea and cn. */
  function FormerComposer(p: CommentComposerProps) {
    return createElement(
      "div",
      { className: cn("flex items-end gap-2", p.className) },
      createElement(Textarea, {
        value: p.value,
        onChange: () => {},
        onKeyDown: (_: KeyboardEvent<HTMLTextAreaElement>) => {},
        placeholder: p.placeholder,
        "aria-label": p.placeholder,
        rows: 1,
        maxLength: COMMENT_MAX_CHARS,
        className: "max-h-[120px] min-h-10 resize-none border-0 shadow-none focus-visible:ring-0",
        "data-testid": `${p.testId}-input`,
      } as never),
      createElement(
        "button",
        {
          type: "button",
          onClick: p.onSend,
          disabled: !p.value.trim() || p.sending,
          "aria-label": p.sendLabel,
          "data-testid": `${p.testId}-send`,
          className:
            "flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground transition disabled:opacity-40",
        },
        // The icon is the composer's own (not compared): the rest of the markup is.
        "ICON",
      ),
    );
  }
  const withoutIcon = (s: string) => s.replace(/<svg[\s\S]*?<\/svg>/, "ICON");

  test.each([
    ["the article's", "news-comment", "rounded-2xl border p-1.5"],
    [
      "the post's",
      "comment",
      "sticky bottom-20 z-20 rounded-2xl border bg-background/95 p-2 shadow-lg backdrop-blur md:bottom-4",
    ],
    ["without a class", "c", undefined],
  ])("%s composer", (_, testId, className) => {
    for (const [value, sending] of [
      ["", false],
      ["Olá {x} $1", false],
      ["Olá", true],
    ] as const) {
      const props: CommentComposerProps = {
        value,
        onChange: () => {},
        onSend: () => {},
        sending,
        placeholder: "Escreva…",
        sendLabel: "Enviar",
        testId,
        maxLength: COMMENT_MAX_CHARS,
        textareaClass: composerTextareaClass(),
        className,
      };
      expect(withoutIcon(html(createElement(CommentComposer, props)))).toBe(
        html(createElement(FormerComposer, props)),
      );
    }
    // Both callers pass the limit (from their server pages; the post's labels carry it, checked
    // in app/first-load-community.test.ts).
    for (const file of ["components/community/post-detail.tsx", "components/news/news-interactions.tsx"])
      expect(fs.readFileSync(path.join(ROOT, file), "utf8")).toMatch(
        /maxLength=\{(COMMENT_MAX_CHARS|maxLength|labels\.commentMaxChars)\}/,
      );
    expect(fs.readFileSync(path.join(ROOT, NEWS, "[newsId]/page.tsx"), "utf8")).toMatch(
      /maxLength=\{COMMENT_MAX_CHARS\}/,
    );
  });
});

describe("the composer's and the retry button's classes come from the server pages", () => {
  test.each(locales)("%s: the post's and the article's labels carry them", async (l) => {
    setServerLocale(l);
    expect((await postDetailLabels(l)).composer).toBe(composerTextareaClass());
    expect((await newsCommentsLabels()).composer).toBe(composerTextareaClass());
    for (const labels of [(await newsListLabels()).listError, await listErrorLabels()])
      expect(labels.retryClass).toBe(cn(buttonVariants({ variant: "outline", size: "sm" }), "shrink-0"));
  });
});

describe("the article's comments' avatars as UserAvatar drew them", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const labels = await newsCommentsLabels();
    const authors = [
      ...Object.keys(AVATAR_COLORS).map((color, i) => ({ name: `Ana ${i} Souza`, avatarUrl: null, color })),
      { name: "Zé", avatarUrl: null, color: "unknown-colour" },
      { name: null, avatarUrl: null, color: "pink" },
      { name: "Foto", avatarUrl: "/uploads/a.webp", color: "blue" },
    ];
    const comments = authors.map(
      (author, i) =>
        ({
          id: `c${i}`,
          content: "Oi",
          createdAt: "2026-10-20T12:00:00.000Z",
          author: { id: `u${i}`, ...author },
        }) as unknown as NewsComment,
    );
    const page = html(
      createElement(NewsComments, { newsId: "n1", initial: comments, labels, locale: l, maxLength: 500 }),
    );
    const avatars = [
      ...page.matchAll(
        /<li class="flex gap-3" data-testid="news-comment">(<(img|span)[^>]*>(?:[^<]*<\/span>)?)/g,
      ),
    ].map((m) => m[1]);
    // A lone <img> rendered first gets React's preload <link>; in the list it is not the first.
    const alone = (s: string) => s.replace(/^<link rel="preload"[^>]*>/, "");
    expect(avatars).toEqual(
      authors.map((a) =>
        alone(
          html(
            createElement(UserAvatar, {
              name: a.name ?? "?",
              src: a.avatarUrl,
              color: a.color,
              className: "size-9 text-xs",
            }),
          ),
        ),
      ),
    );
  });
});
