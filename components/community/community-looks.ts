import { shareButtonLook } from "@/components/share/share-button-class";
import { AVATAR_COLORS } from "@/components/shell/user-avatar";
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { AvatarClasses } from "./avatar-view";
import { textareaClass } from "./composer-class";

// The community's looks, merged by the server pages (Badge's, UserAvatar's, the share button's
// Button classes with the screens' own), so the feed, a post and a profile load no `cn`, cva,
// Badge or Button in the browser (docs/performance.md, "First-load JavaScript").
// app/first-load-community.test.ts renders each against the component it stands for.

// UserAvatar's own classes.
const AVATAR_PHOTO_CLASS = "size-12 rounded-full object-cover";
const AVATAR_CLASS = "flex size-12 items-center justify-center rounded-full font-bold text-white";

/** `<UserAvatar className={className}>`'s classes: a photo's and the initials' on each colour. */
export function avatarClasses(className: string): AvatarClasses {
  return {
    photo: cn(AVATAR_PHOTO_CLASS, className),
    initials: Object.fromEntries(
      Object.entries(AVATAR_COLORS).map(([color, bg]) => [color, cn(AVATAR_CLASS, bg, className)]),
    ),
  };
}

/** `<Badge variant="secondary" className={className}>`'s classes. */
export const secondaryBadgeClass = (className: string) =>
  cn(badgeVariants({ variant: "secondary" }), className);

/** A post card's looks: the author's avatar, the association's badge, the share button. */
export interface PostCardLooks {
  avatar: AvatarClasses;
  association: string;
  share: ReturnType<typeof shareButtonLook>;
}

export function postCardLooks(): PostCardLooks {
  return {
    avatar: avatarClasses("size-10 text-sm"),
    association: secondaryBadgeClass("max-w-full truncate px-1.5 py-0 text-[11px] font-medium"),
    share: shareButtonLook("icon", "ml-auto"),
  };
}

/** `<Button variant size className>`'s classes. */
const buttonClass = (
  variant: "default" | "outline" | "ghost",
  size: "default" | "sm" | "lg",
  className: string,
) => cn(buttonVariants({ variant, size, className }));

/** A profile's looks: the missionary's colours, the avatar, the association, the buttons. */
export interface ProfileLooks {
  section: string;
  banner: string;
  kind: string;
  avatar: AvatarClasses;
  association: string;
  /** 'Solicitar WhatsApp' (default) and 'Solicitar Instagram' (outline). */
  contact: { whatsapp: string; instagram: string };
  /** 'Ver mais' / 'Ver menos' (ghost, sm). */
  more: string;
}

export function profileLooks(missionary: boolean): ProfileLooks {
  const contact = "h-auto min-h-10 w-full py-2 whitespace-normal";
  return {
    section: cn(
      "overflow-hidden rounded-3xl border bg-card",
      missionary && "border-blue-200 dark:border-blue-800",
    ),
    banner: cn(
      "h-20",
      missionary
        ? "bg-gradient-to-r from-blue-700 to-sky-500"
        : "bg-gradient-to-r from-violet-700 to-fuchsia-600",
    ),
    kind: cn(
      "mt-2 text-xs font-semibold tracking-wide uppercase",
      missionary ? "text-blue-700 dark:text-blue-300" : "text-primary",
    ),
    avatar: avatarClasses("size-20 border-4 border-card text-2xl"),
    association: secondaryBadgeClass("mt-1"),
    contact: {
      whatsapp: buttonClass("default", "default", contact),
      instagram: buttonClass("outline", "default", contact),
    },
    more: buttonClass("ghost", "sm", "mt-2 w-full"),
  };
}

// Label's and NativeSelect's classes (client or inline in their modules: copied here;
// app/first-load-community.test.ts renders both and compares).
const LABEL_CLASS =
  "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
const NATIVE_SELECT_CLASS = [
  "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
];
const THUMB_CLASS =
  "group relative aspect-square overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring";
const MOVES_CLASS = "absolute inset-x-1 bottom-1 flex justify-between";

/** The new post's looks: the topic's label and select, the buttons, the photos, the counter. */
export interface NewPostLooks {
  label: string;
  select: string;
  textarea: string;
  /** 'Escolher fotos' (outline), 'Publicar' (lg), 'Cancelar envio' (outline). */
  pick: string;
  publish: string;
  cancel: string;
  /** A thumbnail, and the one being dragged. */
  thumb: { idle: string; dragging: string };
  /** The arrows' row, and hidden while publishing. */
  moves: { shown: string; hidden: string };
  /** The remaining characters, and past the limit. */
  remaining: { ok: string; over: string };
}

export function newPostLooks(): NewPostLooks {
  return {
    label: cn(LABEL_CLASS, undefined),
    select: cn(...NATIVE_SELECT_CLASS, undefined),
    textarea: textareaClass(),
    pick: buttonClass("outline", "default", "w-full"),
    publish: buttonClass("default", "lg", "w-full"),
    cancel: buttonClass("outline", "default", "w-full"),
    thumb: { idle: cn(THUMB_CLASS, false), dragging: cn(THUMB_CLASS, "opacity-50") },
    moves: { shown: cn(MOVES_CLASS, false), hidden: cn(MOVES_CLASS, "hidden") },
    remaining: {
      ok: cn("text-right text-xs", "text-muted-foreground"),
      over: cn("text-right text-xs", "font-semibold text-destructive"),
    },
  };
}
