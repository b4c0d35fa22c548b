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
 * next/link in production it prefetches the route when the link nears the viewport, again while
 * it is there each time the router's cache is invalidated, and on hover / touch;
 * `prefetch={false}` turns all three off.
 */
export interface AppLinkProps extends Omit<ComponentProps<"a">, "href"> {
  href: string;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
  /** false: keep the scroll position (next/link's `scroll`). */
  scroll?: boolean;
  /** false: never prefetch (viewport, invalidation or hover). Default: next/link's production default. */
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

// One observer for every link: a link within 200 px of the viewport (next/link's margin) is
// visible; each link's callback runs as it comes into view.
const watched = new Map<Element, () => void>();
const visible = new Set<Element>();
let observer: IntersectionObserver | null = null;

function watch(element: Element, onVisible: () => void) {
  if (typeof IntersectionObserver === "undefined") return () => {};
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, intersectionRatio } of entries)
        if (!isIntersecting && !intersectionRatio) visible.delete(target);
        else if (!visible.has(target)) {
          visible.add(target);
          watched.get(target)?.();
        }
    },
    { rootMargin: "200px" },
  );
  watched.set(element, onVisible);
  observer.observe(element);
  return () => {
    watched.delete(element);
    visible.delete(element);
    observer?.unobserve(element);
  };
}

/**
 * next/link's production prefetch (the route's static part and loading state). The router answers
 * from its cache when it holds the route, fresh; `onInvalidate` runs once when the cache drops what
 * this prefetch read (`router.refresh()`, a server action that revalidates).
 */
function prefetchLink(router: Router, element: HTMLAnchorElement, onInvalidate?: () => void) {
  if (process.env.NODE_ENV !== "production") return;
  const path = clientNavigationTarget(PLAIN_CLICK, element, window.location);
  // No `kind`: the router's default, next/link's (its type is an enum of Next's internals).
  if (path !== null) router.prefetch(path, { onInvalidate } as PrefetchOptions);
}

type Router = ReturnType<typeof useRouter>;
type PrefetchOptions = NonNullable<Parameters<Router["prefetch"]>[1]>;

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
    // When it comes into view, and again whenever the router's cache is invalidated while it is in
    // view (next/link's pingVisibleLinks): a tap after a refresh is still instant. One listener at
    // a time, so scrolling back and forth does not pile them up.
    let listening = false;
    const prefetch = () => {
      prefetchLink(
        router,
        element,
        listening
          ? undefined
          : () => {
              listening = false;
              // Still in view, and still this href's (not an earlier one's, same element).
              if (visible.has(element) && watched.get(element) === prefetch) prefetch();
            },
      );
      listening = true;
    };
    return watch(element, prefetch);
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
