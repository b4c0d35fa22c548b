// The community's screens (/community/feed, /community/post/[postId], /community/new-post,
// /community/profile/[userId], /my-profile) ship no `cn`, cva, Button, Badge, Slot, Label,
// Textarea, NativeSelect, PageHeader, UserAvatar or limits' module in their first load
// (docs/performance.md, "First-load JavaScript", "The community drawn and merged on the server"):
// the server pages merge the classes (components/community/community-looks.ts) and draw the static
// parts (the empty feed, the own profile's edit link, the new post's title). This walks the client
// code and renders each piece against the component it stands for, in pt, en and es.
import fs from "node:fs";
import path from "node:path";
import { createElement, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Share2Icon } from "@/components/icons/svg/share-2";
import {
  feedLabels,
  newPostLabels,
  postDetailLabels,
  type NewPostLabels,
  type PostCardLabels,
} from "@/components/community/community-labels";
import { textareaClass } from "@/components/community/composer-class";
import { FeedEmpty } from "@/components/community/feed-empty";
import { FeedView } from "@/components/community/feed-view";
import { NewPostForm } from "@/components/community/new-post-form";
import { PostCard } from "@/components/community/post-card";
import { OwnProfileView } from "@/components/community/own-profile-view";
import { profileLabels } from "@/components/community/profile-labels";
import { ProfileView } from "@/components/community/profile-view";
import { shareButtonLook, shareIconClass } from "@/components/share/share-button-class";
import { PageHeader } from "@/components/shell/page-header";
import { AVATAR_COLORS, UserAvatar } from "@/components/shell/user-avatar";
import { AppLink } from "@/components/ui/app-link";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { locales, type AppLocale } from "@/lib/i18n/config";
import type { PostView } from "@/lib/server/services/community/posts";
import type { ProfileView as Profile } from "@/lib/server/services/community/profile";
import { cn } from "@/lib/utils";
import {
  COMMENT_MAX_CHARS,
  MAX_POST_IMAGES,
  MAX_UPLOAD_BYTES,
  POST_MAX_CHARS,
} from "@/lib/validations/limits";
import { byTestId, element } from "@/tests/unit/html-parts";
import { ROOT, clientModules, offenders, routeFiles as sharedRouteFiles } from "@/tests/unit/import-graph";
import { setServerLocale, type nextIntlServerMock } from "@/tests/unit/server-translator";

// The server pages' translator: next-intl's own, on the locale's messages (setServerLocale).
jest.mock("next-intl/server", () =>
  jest
    .requireActual<{ nextIntlServerMock: typeof nextIntlServerMock }>("@/tests/unit/server-translator")
    .nextIntlServerMock(),
);
// The cards' and links' router (nothing is navigated here).
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push() {}, replace() {}, refresh() {}, prefetch() {} }),
}));

const routeFiles = (dir: string) => sharedRouteFiles(dir, /^(page|layout|loading|not-found|error)\.tsx$/);
const COMMUNITY = "app/(shell)/community";
const SHELL = ["app/(shell)", COMMUNITY].flatMap(routeFiles);
const ROUTES = {
  "/community/feed": { dir: `${COMMUNITY}/feed`, view: "components/community/feed-view.tsx" },
  "/community/post/[postId]": {
    dir: `${COMMUNITY}/post/[postId]`,
    view: "components/community/post-detail.tsx",
  },
  "/community/new-post": { dir: `${COMMUNITY}/new-post`, view: "components/community/new-post-form.tsx" },
  "/community/profile/[userId]": {
    dir: `${COMMUNITY}/profile/[userId]`,
    view: "components/community/profile-actions.tsx",
  },
  "/my-profile": { dir: "app/(shell)/my-profile", view: "components/community/profile-activity.tsx" },
};
// What the routes' client code must not reach: cn's merge table, cva, Button, Badge, Slot, Label,
// Textarea, NativeSelect, PageHeader, UserAvatar (cn), the limits' module, the share button's
// look (cn, Button), next-intl, and the server's labels, looks and server-drawn parts.
const BANNED =
  /^(next-intl|use-intl|class-variance-authority|tailwind-merge|clsx|lib\/utils\.ts$|lib\/validations\/limits\.ts$|components\/ui\/(button|badge|slot|label|textarea|native-select)\.tsx$|components\/shell\/(page-header|user-avatar)\.tsx$|components\/share\/share-button-class\.ts$|components\/community\/(community-labels|profile-labels|community-looks|composer-class|like-labels)\.ts$|components\/community\/(feed-empty|profile-edit-link)\.tsx$)/;

describe("the community's screens without cn, Button or Badge in the browser", () => {
  test.each(Object.entries(ROUTES))("%s: its client code reaches none of them", (_, route) => {
    const client = clientModules([...routeFiles(route.dir), ...SHELL]);
    expect(client).toContain(route.view);
    expect(offenders(client, BANNED)).toEqual([]);
  });

  test("the guard sees what it bans: the former imports would be caught", () => {
    // UserAvatar, Badge and Button are what the views drew before; each reaches lib/utils.ts.
    for (const file of [
      "components/shell/user-avatar.tsx",
      "components/ui/badge.tsx",
      "components/ui/button.tsx",
    ])
      expect(offenders([file], BANNED).length).toBeGreaterThan(0);
  });
});

describe("what the screens load later: the menus' icons, the feed's pull and failed-load parts", () => {
  const LATER =
    /^(components\/ui\/lazy-overlay\.tsx|components\/icons\/svg\/(flag|trash)\.tsx|components\/states\/(list-error|pull-to-refresh)\.tsx)$/;
  test.each(Object.entries(ROUTES))("%s: none in its static client graph", (_, route) => {
    const client = clientModules([...routeFiles(route.dir), ...SHELL]);
    expect(offenders(client, LATER)).toEqual([]);
  });

  test.each(["/community/profile/[userId]", "/my-profile"] as const)(
    "%s: the profile is drawn on the server, its static icons with it",
    (route) => {
      const client = clientModules([...routeFiles(ROUTES[route].dir), ...SHELL]);
      for (const server of ["profile-view", "own-profile-view", "profile-frame"])
        expect(client).not.toContain(`components/community/${server}.tsx`);
      expect(
        offenders(client, /^components\/icons\/svg\/(at-sign|cake|gem|heart-crack|map-pin)\.tsx$/),
      ).toEqual([]);
    },
  );

  test("/my-profile loads no like or contact request: its own profile has neither", () => {
    const client = clientModules([...routeFiles(ROUTES["/my-profile"].dir), ...SHELL]);
    expect(client).toContain("components/community/profile-activity.tsx");
    expect(
      offenders(
        client,
        /^(components\/community\/(profile-actions|like-button)\.tsx|components\/ui\/(lazy-ui|alert-dialog)\.tsx|hooks\/use-api-action\.ts)$/,
      ),
    ).toEqual([]);
  });

  test("the menus' module brings the items' icons; the feed's later module, ListError and the pull", () => {
    const source = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
    expect(source("components/community/menus.ts")).toMatch(
      /LazyPostMenu = lazyUi\(\(\) => import\("\.\/menu-ui"\)\)/,
    );
    for (const icon of ["flag", "trash", "user"])
      expect(source("components/community/menu-ui.ts")).toContain(`"@/components/icons/svg/${icon}"`);
    expect(source("components/community/feed-view.tsx")).toMatch(/import\("\.\/feed-later"\)/);
    for (const part of ["list-error", "pull-to-refresh"])
      expect(source("components/community/feed-later.tsx")).toContain(`"@/components/states/${part}"`);
  });
});

const html = (el: ReactElement) => renderToStaticMarkup(el);
// A lone <img> rendered first gets React's preload <link>; inside a page it is not the first.
const alone = (s: string) => s.replace(/^<link rel="preload"[^>]*>/, "");
/** Every profile colour, an unknown one, and a photo. */
const AUTHORS = [
  ...Object.keys(AVATAR_COLORS).map((color, i) => ({ name: `Ana ${i} Souza`, avatarUrl: null, color })),
  { name: "Zé", avatarUrl: null, color: "unknown-colour" },
  { name: "Foto Lima", avatarUrl: "/uploads/a.webp", color: "blue" },
];

const POST = (
  over: Partial<Omit<PostView, "author">> & { author?: Partial<PostView["author"]> },
): PostView => ({
  id: "p1",
  content: "Olá {x} $1",
  createdAt: "2026-10-20T12:00:00.000Z",
  topicId: "t1",
  images: [],
  likes: 3,
  comments: 2,
  liked: false,
  ...over,
  author: {
    id: "u1",
    name: "Ana Souza",
    avatarUrl: null,
    color: "blue",
    association: "Associação Pernambucana {a}",
    isMissionary: false,
    ...over.author,
  },
});

const card = (post: PostView, labels: PostCardLabels) =>
  html(
    createElement(PostCard, {
      post,
      nowMs: Date.parse("2026-10-25T12:00:00.000Z"),
      onReport: () => {},
      labels,
    }),
  );

describe("a post card's avatar, association and share button as UserAvatar, Badge and Button drew them", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const labels = (await feedLabels(l)).card;
    // The post's page gives the same card labels.
    expect((await postDetailLabels(l)).card).toEqual(labels);
    for (const a of AUTHORS) {
      const page = card(POST({ author: { name: a.name, avatarUrl: a.avatarUrl, color: a.color } }), labels);
      const avatar = alone(
        html(
          createElement(UserAvatar, {
            name: a.name,
            src: a.avatarUrl,
            color: a.color,
            className: "size-10 text-sm",
          }),
        ),
      );
      expect(page).toContain(`<div class="flex min-w-0 items-center gap-3">${avatar}<div class="min-w-0">`);
    }
    const page = card(POST({}), labels);
    expect(element(page, "span", 'data-slot="badge"')).toBe(
      html(
        createElement(
          Badge,
          { variant: "secondary", className: "max-w-full truncate px-1.5 py-0 text-[11px] font-medium" },
          "Associação Pernambucana {a}",
        ),
      ),
    );
    // A removed author: no association, the name 'Usuário removido' in initials.
    expect(card(POST({ author: { name: null, association: null } }), labels)).not.toContain(
      'data-slot="badge"',
    );
    // The share button: ShareButton's icon look (Button ghost/icon with the card's "ml-auto").
    const share = byTestId(page, "button", "post-share");
    const look = shareButtonLook("icon", "ml-auto");
    expect(look.className).toBe(
      cn(
        buttonVariants({
          variant: "ghost",
          size: "icon",
          className: cn("size-9 rounded-full text-muted-foreground", "ml-auto"),
        }),
      ),
    );
    expect(share).toBe(
      html(
        createElement(
          Button,
          {
            variant: "ghost",
            size: "icon",
            className: cn("size-9 rounded-full text-muted-foreground", "ml-auto"),
            type: "button",
            "aria-label": labels.share.shareItem.replace(
              "{title}",
              labels.share.postTitle.replace("{name}", "Ana Souza"),
            ),
            "data-testid": "post-share",
          } as ComponentProps<typeof Button>,
          createElement(Share2Icon, { className: shareIconClass("icon"), "aria-hidden": "true" }),
        ),
      ),
    );
  });
});

describe("the empty feed as FeedView drew it, with Button", () => {
  test.each(locales)("%s", async (l) => {
    setServerLocale(l);
    const labels = await feedLabels(l);
    for (const href of ["/community/new-post", "/community/new-post?topic=t1"]) {
      const empty = createElement(FeedEmpty, { href, labels });
      const page = html(
        createElement(FeedView, {
          topicId: null,
          initial: [],
          initialCursor: null,
          viewerId: "u1",
          labels,
          empty,
        }),
      );
      const drawn = byTestId(page, "div", "feed-empty");
      expect(page).toContain(html(empty));
      // The button: Button's default look over the link (asChild), as the view drew it.
      const link = html(
        createElement(Button, { asChild: true }, createElement(AppLink, { href }, labels.firstPost)),
      );
      expect(drawn).toContain(link);
      expect(drawn).toContain(`<p class="font-semibold">${escape(labels.emptyTitle)}</p>`);
      expect(drawn).toContain(`<p class="text-sm text-muted-foreground">${escape(labels.emptyText)}</p>`);
    }
  });
});

const escape = (s: string) => html(createElement("b", null, s)).slice(3, -4);

const PROFILE = (over: Partial<Profile>): Profile =>
  ({
    id: "u2",
    name: "Bia Lima",
    nickname: null,
    avatarUrl: null,
    color: "pink",
    bio: "Bio {x}",
    association: "Associação Norte $1",
    isMissionary: false,
    city: "Recife · PE",
    age: 22,
    maritalStatus: "solteiro",
    hasInstagram: true,
    isSelf: false,
    postsCount: 3,
    commentsCount: 1,
    likesCount: 4,
    liked: false,
    contact: { whatsapp: null, instagram: null },
    posts: [1, 2, 3].map((i) => ({
      id: `p${i}`,
      content: `Post ${i}`,
      image: null,
      topic: "Louvor",
      createdAt: "2026-10-20T12:00:00.000Z",
      likes: 1,
      comments: 0,
    })),
    participations: [],
    ...over,
  }) as unknown as Profile;

async function profilePage(profile: Profile, l: AppLocale) {
  const labels = await profileLabels(profile);
  const page = html(
    createElement(ProfileView, {
      profile,
      labels,
      locale: l,
    }),
  );
  return { labels, page };
}

describe("a profile as UserAvatar, Badge, Button and cn drew it", () => {
  const cases = [
    ["another's", {}],
    ["a missionary's, with a photo", { isMissionary: true, avatarUrl: "/uploads/b.webp" }],
    [
      "requests pending and refused, no Instagram",
      { contact: { whatsapp: "PENDING", instagram: "REJECTED" }, hasInstagram: false, color: "nope" },
    ],
    ["the own", { isSelf: true, color: "teal" }],
    ["the own missionary's", { isSelf: true, isMissionary: true }],
  ] as const;
  test.each(locales.flatMap((l) => cases.map(([name, over]) => [l, name, over] as const)))(
    "%s: %s",
    async (l, _, over) => {
      setServerLocale(l);
      const profile = PROFILE(over as Partial<Profile>);
      const { labels, page } = await profilePage(profile, l);
      const missionary = profile.isMissionary;
      expect(page).toContain(
        `<section class="${cn(
          "overflow-hidden rounded-3xl border bg-card",
          missionary && "border-blue-200 dark:border-blue-800",
        )}"><div class="${cn(
          "h-20",
          missionary
            ? "bg-gradient-to-r from-blue-700 to-sky-500"
            : "bg-gradient-to-r from-violet-700 to-fuchsia-600",
        )}"></div><div class="-mt-10 flex flex-col items-center px-4 pb-5 text-center">${alone(
          html(
            createElement(UserAvatar, {
              name: profile.name,
              src: profile.avatarUrl,
              color: profile.color,
              className: "size-20 border-4 border-card text-2xl",
            }),
          ),
        )}<p class="${cn(
          "mt-2 text-xs font-semibold tracking-wide uppercase",
          missionary ? "text-blue-700 dark:text-blue-300" : "text-primary",
        )}" data-testid="profile-kind">`,
      );
      expect(element(page, "span", 'data-slot="badge"')).toBe(
        html(createElement(Badge, { variant: "secondary", className: "mt-1" }, profile.association)),
      );
      if (profile.isSelf) {
        expect(page).toContain(
          html(
            createElement(
              Button,
              { asChild: true, variant: "outline" },
              createElement(AppLink, { href: "/profile/edit" }, "ICON", ` ${labels.editProfile}`),
            ),
          ).replace("ICON", iconOf(page, 'href="/profile/edit"')),
        );
        expect(page).not.toContain("profile-request-");
      } else
        for (const kind of ["whatsapp", "instagram"] as const) {
          const drawn = byTestId(page, "button", `profile-request-${kind}`);
          const status = profile.contact[kind];
          expect(drawn).toBe(
            html(
              createElement(
                Button,
                {
                  variant: kind === "whatsapp" ? "default" : "outline",
                  className: "h-auto min-h-10 w-full py-2 whitespace-normal",
                  disabled: status !== null || (kind === "instagram" && !profile.hasInstagram),
                  onClick: () => {},
                  "data-testid": `profile-request-${kind}`,
                } as ComponentProps<typeof Button>,
                "ICON",
                ` ${
                  status === "PENDING"
                    ? labels.requestPending
                    : status === "REJECTED"
                      ? labels.requestRejected
                      : kind === "whatsapp"
                        ? labels.requestWhatsapp
                        : labels.requestInstagram
                }`,
              ),
            ).replace("ICON", iconOf(drawn, `data-testid="profile-request-${kind}"`)),
          );
        }
      // /my-profile's view is the own profile's.
      if (profile.isSelf)
        expect(html(createElement(OwnProfileView, { profile, labels, locale: l }))).toBe(page);
      expect(byTestId(page, "button", "profile-more")).toBe(
        html(
          createElement(
            Button,
            {
              variant: "ghost",
              size: "sm",
              className: "mt-2 w-full",
              onClick: () => {},
              "data-testid": "profile-more",
            } as ComponentProps<typeof Button>,
            labels.seeMore,
          ),
        ),
      );
    },
  );
});

/** The first <svg> after the element with `attr` (the icons are the views' own, not compared). */
function iconOf(page: string, attr: string) {
  const from = page.indexOf(attr);
  return /<svg[\s\S]*?<\/svg>/.exec(page.slice(from))![0];
}

describe("the new post's form as PageHeader, Label, NativeSelect, Textarea, Button and cn drew it", () => {
  const TOPICS = [
    { id: "t1", name: "Louvor {x}" },
    { id: "t2", name: "Jovens $1" },
  ];
  async function form(l: AppLocale, initialTopic: string | null) {
    setServerLocale(l);
    const labels: NewPostLabels = await newPostLabels();
    const header = createElement(PageHeader, { title: labels.newPost, description: labels.newPostSubtitle });
    return {
      labels,
      page: html(createElement(NewPostForm, { topics: TOPICS, initialTopic, labels, header })),
      header: html(header),
    };
  }

  test.each(locales)("%s: the title, the topic, the text and the buttons", async (l) => {
    for (const initialTopic of [null, "t2"]) {
      const { labels, page, header } = await form(l, initialTopic);
      expect(page.startsWith(`<div class="space-y-5">${header}<div class="space-y-1.5">`)).toBe(true);
      expect(element(page, "label", 'data-slot="label"')).toBe(
        html(createElement(Label, { htmlFor: "new-post-topic" }, labels.topicLabel)),
      );
      expect(element(page, "div", 'data-slot="native-select-wrapper"')).toBe(
        html(
          createElement(
            NativeSelect,
            {
              id: "new-post-topic",
              value: initialTopic ?? "",
              onChange: () => {},
              "data-testid": "new-post-topic",
            } as ComponentProps<typeof NativeSelect>,
            createElement("option", { value: "", disabled: true }, "—"),
            ...TOPICS.map((tp) => createElement("option", { key: tp.id, value: tp.id }, tp.name)),
          ),
        ),
      );
      expect(element(page, "textarea", 'data-slot="textarea"')).toBe(
        html(
          createElement(Textarea, {
            value: "",
            onChange: () => {},
            placeholder: labels.textPlaceholder,
            "aria-label": labels.textPlaceholder,
            rows: 5,
            "data-testid": "new-post-text",
          } as ComponentProps<typeof Textarea>),
        ),
      );
      const pick = byTestId(page, "button", "photo-pick");
      expect(pick).toBe(
        html(
          createElement(
            Button,
            {
              type: "button",
              variant: "outline",
              className: "w-full",
              onClick: () => {},
              disabled: false,
              "data-testid": "photo-pick",
            } as ComponentProps<typeof Button>,
            "ICON",
            ` ${labels.pickPhotos}`,
          ),
        ).replace("ICON", iconOf(pick, 'data-testid="photo-pick"')),
      );
      expect(byTestId(page, "button", "new-post-publish")).toBe(
        html(
          createElement(
            Button,
            {
              size: "lg",
              className: "w-full",
              onClick: () => {},
              disabled: true,
              "data-testid": "new-post-publish",
            } as ComponentProps<typeof Button>,
            labels.publish,
          ),
        ),
      );
      expect(byTestId(page, "p", "new-post-remaining")).toBe(
        `<p class="${cn("text-right text-xs", "text-muted-foreground")}" data-testid="new-post-remaining">${escape(
          labels.remaining.replace("{count}", String(POST_MAX_CHARS)),
        )}</p>`,
      );
    }
  });

  test.each(locales)("%s: the states the browser switches between, as cn merged them", async (l) => {
    const { labels } = await form(l, null);
    const { looks } = labels;
    expect(looks.cancel).toBe(cn(buttonVariants({ variant: "outline", className: "w-full" })));
    const THUMB =
      "group relative aspect-square overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring";
    expect(looks.thumb).toEqual({ idle: cn(THUMB, false), dragging: cn(THUMB, "opacity-50") });
    // "hidden" wins over "flex": the merge, not a join.
    const MOVES = "absolute inset-x-1 bottom-1 flex justify-between";
    expect(looks.moves).toEqual({ shown: cn(MOVES, false), hidden: cn(MOVES, "hidden") });
    expect(looks.moves.hidden).not.toContain("flex");
    expect(looks.remaining).toEqual({
      ok: cn("text-right text-xs", "text-muted-foreground"),
      over: cn("text-right text-xs", "font-semibold text-destructive"),
    });
    expect(looks.textarea).toBe(textareaClass(undefined));
    expect(labels.limits).toEqual({
      images: MAX_POST_IMAGES,
      uploadBytes: MAX_UPLOAD_BYTES,
      chars: POST_MAX_CHARS,
    });
  });

  test("the post's labels carry the comment limit", async () => {
    expect((await postDetailLabels("pt")).commentMaxChars).toBe(COMMENT_MAX_CHARS);
  });
});
