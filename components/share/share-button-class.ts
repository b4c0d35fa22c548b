import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { SHARE_LINK_CLASS } from "./share-look";

export type ShareLook = "icon" | "button" | "link";

/**
 * The share button's Button look, computed where it is drawn: in the browser by ./share-button.tsx,
 * on the server by /event-info, whose browser code then carries no Button or `cn` (~5.6 KB gzip).
 */
export function shareButtonLook(look: ShareLook, className?: string) {
  const variant = look === "icon" ? "ghost" : look === "link" ? "link" : "outline";
  const size = look === "icon" ? "icon" : "sm";
  return {
    variant,
    size,
    className: cn(
      buttonVariants({
        variant,
        size,
        className: cn(
          look === "icon" && "size-9 rounded-full text-muted-foreground",
          look === "link" && SHARE_LINK_CLASS,
          className,
        ),
      }),
    ),
  } as const;
}

/** The share icon's size in each look. */
export const shareIconClass = (look: ShareLook) => (look === "link" ? "size-4" : "size-5");
