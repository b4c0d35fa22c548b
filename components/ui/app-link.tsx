"use client";

import { useRouter } from "next/navigation";
import { createContext, useContext, useEffect, useRef, useTransition, type ComponentProps } from "react";

/**
 * The app's in-app link, in place of next/link (docs/performance.md, "First-load JavaScript":
 * next/link and the helpers it brings were ~3 KB gzip on every route that draws one). The server
 * HTML is a plain <a href> (works without JavaScript, crawlable); a plain left click on an in-app
 * URL navigates on the client (`router.push`, or `replace`) inside a transition whose pending flag
 * `useAppLinkPending` reads (the tabs' pending line, as next/link's `useLinkStatus`); modified
 * clicks, middle clicks, `target`, `download` and other origins are left to the browser. Like
 * next/link in production it prefetches the route once when the link nears the viewport, and
 * again on hover / touch; `prefetch={false}` turns both off.
 */
export interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  href: string;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position (next/link's `scroll`). */
  scroll?: boolean;
  /** false: never prefetch (viewport or hover). Default: next/link's production default. */
  prefetch?: boolean | null;
}

const PendingContext = createContext(false);

/** Inside an AppLink: whether the navigation its click started is still loading. */
export function useAppLinkPending(): boolean {
  return useContext(PendingContext);
}

/** The same-origin path a click on `anchor` should navigate to on the client, or null (the browser's). */
export function clientNavigationTarget(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "defaultPrevented">,
  anchor: HTMLAnchorElement,
  here: Location,
): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, here.href);
  if (url.origin !== here.origin) return null;
  return url.pathname + url.search + url.hash;
}

// One observer for every link: a link within 200 px of the viewport (next/link's margin) prefetches.
type Visible = () => void;
const watched = new Map<Element, Visible>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, onVisible: Visible) {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries)
        if (entry.isIntersecting || entry.intersectionRatio > 0) {
          watched.get(entry.target)?.();
          unwatch(entry.target);
        }
    },
    { rootMargin: "200px" },
  );
  watched.set(element, onVisible);
  observer.observe(element);
  return () => unwatch(element);
}

function unwatch(element: Element) {
  watched.delete(element);
  observer?.unobserve(element);
}

/** next/link's production prefetch (the route's static part and loading state). */
function prefetchLink(router: ReturnType<typeof useRouter>, element: HTMLAnchorElement) {
  if (process.env.NODE_ENV !== "production") return;
  const path = clientNavigationTarget(PLAIN_CLICK, element, window.location);
  if (path !== null) router.prefetch(path);
}

export function AppLink({
  href,
  replace,
  scroll,
  prefetch,
  ref,
  onClick,
  onMouseEnter,
  onTouchStart,
  ...props
}: AppLinkProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const anchor = useRef<HTMLAnchorElement | null>(null);
  const canPrefetch = prefetch !== false;

  useEffect(() => {
    const element = anchor.current;
    if (!canPrefetch || !element) return;
    // Once per href, when it nears the viewport.
    return watch(element, () => prefetchLink(router, element));
  }, [canPrefetch, href, router]);

  return (
    <PendingContext value={pending}>
      <a
        {...props}
        href={href}
        ref={(element) => {
          anchor.current = element;
          if (typeof ref === "function") ref(element);
          else if (ref) ref.current = element;
        }}
        onClick={(event) => {
          onClick?.(event);
          const path = clientNavigationTarget(event, event.currentTarget, window.location);
          if (path === null) return;
          event.preventDefault();
          startTransition(() => {
            const options = { scroll: scroll !== false };
            if (replace) router.replace(path, options);
            else router.push(path, options);
          });
        }}
        // The intent to tap: the router answers from its cache, or fetches a stale entry again
        // (next/link's navigation intent).
        onMouseEnter={(event) => {
          onMouseEnter?.(event);
          if (canPrefetch) prefetchLink(router, event.currentTarget);
        }}
        onTouchStart={(event) => {
          onTouchStart?.(event);
          if (canPrefetch) prefetchLink(router, event.currentTarget);
        }}
      />
    </PendingContext>
  );
}

const PLAIN_CLICK = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};
