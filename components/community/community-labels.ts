import { getTranslations } from "next-intl/server";
import { listErrorLabels, pullLabels } from "@/components/states/state-labels";
import type { ListErrorLabels } from "@/components/states/list-error";
import type { PullLabels } from "@/components/states/pull-to-refresh";
import type { AppLocale } from "@/lib/i18n/config";
import { pickTexts } from "@/lib/i18n/pick-texts";
import {
  COMMENT_MAX_CHARS,
  MAX_POST_IMAGES,
  MAX_UPLOAD_BYTES,
  POST_MAX_CHARS,
  REPORT_REASONS,
} from "@/lib/validations/limits";
import type { CarouselLabels } from "./image-carousel";
import type { LikeLabels } from "./like-button";
import { composerTextareaClass } from "./composer-class";
import { newPostLooks, postCardLooks, type NewPostLooks, type PostCardLooks } from "./community-looks";
import { likeLabels } from "./like-labels";

// The feed's, a post's and the new post's texts (/community/feed, /community/post/[postId],
// /community/new-post), translated by the server page: these screens, their menus and their
// lazily loaded sheet and dialog need no messages in the browser. The client components import only
// the types. Texts with values only the browser knows keep their placeholders (`{name}`, `{count}`,
// `{n}`...; filled by lib/i18n/fill-in.ts with the value as next-intl prints it, String(value)).

const CARD_KEYS = ["removed", "postMenu", "viewProfile", "viewComments", "deletePost", "report"] as const;
const SHARE_KEYS = ["share", "copied", "copiedText", "copyFailed"] as const;

/**
 * A post card's texts (and its author line's). Placeholders kept: `photo` {n} {total},
 * `share.postTitle` {name}, `share.shareItem` {title}; `locale` for the relative times.
 */
export type PostCardLabels = Record<(typeof CARD_KEYS)[number], string> & {
  locale: AppLocale;
  /** The avatar's, the association badge's and the share button's classes (./community-looks.ts). */
  looks: PostCardLooks;
  like: LikeLabels;
  carousel: CarouselLabels;
  share: Record<(typeof SHARE_KEYS)[number], string> & { shareItem: string; postTitle: string };
};

const REPORT_KEYS = [
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
] as const;

/** The report sheet's texts; `reportCounter` keeps {count}. */
export type ReportLabels = Record<(typeof REPORT_KEYS)[number], string> & {
  reasons: Record<(typeof REPORT_REASONS)[number], string>;
  reportCounter: string;
};

const DELETE_KEYS = [
  "retryLater",
  "deleted",
  "deleteTitle",
  "deleteText",
  "cancel",
  "deleteConfirm",
] as const;

/** The delete question's texts. */
export type DeletePostLabels = Record<(typeof DELETE_KEYS)[number], string>;

/** What the feed and a post share: a card's, the report sheet's and the delete question's texts. */
interface PostsLabels {
  card: PostCardLabels;
  reportSheet: ReportLabels;
  deleteDialog: DeletePostLabels;
}

const FEED_KEYS = ["emptyTitle", "emptyText", "firstPost", "loadingMore", "end", "newPost"] as const;

/** The feed's texts. */
export type FeedLabels = Record<(typeof FEED_KEYS)[number], string> &
  PostsLabels & { listError: ListErrorLabels; pull: PullLabels };

const POST_KEYS = [
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
] as const;

/** A post's page's texts; `comments` keeps {count}. */
export type PostDetailLabels = Record<(typeof POST_KEYS)[number], string> &
  PostsLabels & {
    comments: string;
    /** The comment composer's textarea classes (./composer-class.ts). */
    composer: string;
    /** COMMENT_MAX_CHARS, so the post's code loads no limits' module. */
    commentMaxChars: number;
  };

const NEW_POST_KEYS = [
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
] as const;
const NEW_POST_SHARING_KEYS = [
  "uploadCancelled",
  "uploadCancelledText",
  "preparingPhotos",
  "cancelUpload",
  "photoSent",
  "photoWaiting",
  "photoProgress",
] as const;

/**
 * The new post's texts. Placeholders kept: `photos` {count}, `removePhoto`, `moveLeft`,
 * `moveRight` and `cancelPhoto` {n}, `remaining` {count}, `uploading` {done} {total}.
 */
export type NewPostLabels = Record<
  (typeof NEW_POST_KEYS)[number] | (typeof NEW_POST_SHARING_KEYS)[number],
  string
> &
  Record<
    "photos" | "removePhoto" | "moveLeft" | "moveRight" | "cancelPhoto" | "remaining" | "uploading",
    string
  > & {
    /** Its classes (./community-looks.ts). */
    looks: NewPostLooks;
    /** MAX_POST_IMAGES, MAX_UPLOAD_BYTES and POST_MAX_CHARS, so the form loads no limits' module. */
    limits: { images: number; uploadBytes: number; chars: number };
  };

export async function postCardLabels(locale: AppLocale): Promise<PostCardLabels> {
  const [t, sharing, like] = await Promise.all([
    getTranslations("community"),
    getTranslations("sharing"),
    likeLabels(),
  ]);
  return {
    ...pickTexts(t, CARD_KEYS),
    locale,
    looks: postCardLooks(),
    like,
    carousel: { photo: t("photo", { n: "{n}", total: "{total}" }), previous: t("previous"), next: t("next") },
    share: {
      ...pickTexts(sharing, SHARE_KEYS),
      shareItem: sharing("shareItem", { title: "{title}" }),
      postTitle: sharing("postTitle", { name: "{name}" }),
    },
  };
}

export async function reportLabels(): Promise<ReportLabels> {
  const t = await getTranslations("community");
  return {
    ...pickTexts(t, REPORT_KEYS),
    reasons: Object.fromEntries(REPORT_REASONS.map((r) => [r, t(`reasons.${r}`)])) as ReportLabels["reasons"],
    reportCounter: t("reportCounter", { count: "{count}" }),
  };
}

export async function deletePostLabels(): Promise<DeletePostLabels> {
  return pickTexts(await getTranslations("community"), DELETE_KEYS);
}

async function postsLabels(locale: AppLocale): Promise<PostsLabels> {
  const [card, reportSheet, deleteDialog] = await Promise.all([
    postCardLabels(locale),
    reportLabels(),
    deletePostLabels(),
  ]);
  return { card, reportSheet, deleteDialog };
}

export async function feedLabels(locale: AppLocale): Promise<FeedLabels> {
  const [t, posts, listError, pull] = await Promise.all([
    getTranslations("community"),
    postsLabels(locale),
    listErrorLabels(),
    pullLabels(),
  ]);
  return { ...pickTexts(t, FEED_KEYS), ...posts, listError, pull };
}

export async function postDetailLabels(locale: AppLocale): Promise<PostDetailLabels> {
  const [t, posts] = await Promise.all([getTranslations("community"), postsLabels(locale)]);
  return {
    ...pickTexts(t, POST_KEYS),
    ...posts,
    comments: t("comments", { count: "{count}" }),
    composer: composerTextareaClass(),
    commentMaxChars: COMMENT_MAX_CHARS,
  };
}

export async function newPostLabels(): Promise<NewPostLabels> {
  const [t, sharing] = await Promise.all([getTranslations("community"), getTranslations("sharing")]);
  const n = { n: "{n}" };
  return {
    ...pickTexts(t, NEW_POST_KEYS),
    ...pickTexts(sharing, NEW_POST_SHARING_KEYS),
    photos: t("photos", { count: "{count}" }),
    removePhoto: t("removePhoto", n),
    moveLeft: t("moveLeft", n),
    moveRight: t("moveRight", n),
    cancelPhoto: sharing("cancelPhoto", n),
    remaining: t("remaining", { count: "{count}" }),
    uploading: t("uploading", { done: "{done}", total: "{total}" }),
    looks: newPostLooks(),
    limits: { images: MAX_POST_IMAGES, uploadBytes: MAX_UPLOAD_BYTES, chars: POST_MAX_CHARS },
  };
}
