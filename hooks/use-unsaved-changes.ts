"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

/** Where the person was going when asked: a path inside the app, or the browser's back. */
export type LeaveTarget = string | "back";

/**
 * Asks before leaving a form with unsaved changes: links inside the app, the browser's back
 * button, and closing or reloading the tab (the browser's own prompt). `leaveTo` is set while
 * the question is open; `leave` goes on (the changes are dropped), `stay` closes it.
 */
export function useUnsavedChanges(dirty: boolean) {
  const router = useRouter();
  const [leaveTo, setLeaveTo] = useState<LeaveTarget | null>(null);
  const [discarded, setDiscarded] = useState(false);
  const guarding = dirty && !discarded;
  // Event listeners registered once read the latest value.
  const guardingRef = useRef(guarding);
  useLayoutEffect(() => {
    guardingRef.current = guarding;
  });

  // Closing or reloading the tab.
  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [guarding]);

  // Links inside the app (header, bottom navigation, menu…).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (
        !guardingRef.current ||
        e.defaultPrevented ||
        e.button !== 0 ||
        e.metaKey ||
        e.ctrlKey ||
        e.shiftKey
      )
        return;
      const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!a || a.target === "_blank") return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setLeaveTo(url.pathname + url.search);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // The browser's back button: one guard entry in the history once there are unsaved changes;
  // going back pops it (same URL) and asks. The entry stays after a save (harmless: same page).
  const guarded = useRef(false);
  useEffect(() => {
    if (!guarding || guarded.current) return;
    window.history.pushState({ t26Guard: true }, "", window.location.href);
    guarded.current = true;
  }, [guarding]);
  useEffect(() => {
    const onPop = () => {
      if (!guarded.current || window.history.state?.t26Guard) return;
      guarded.current = false;
      if (guardingRef.current) setLeaveTo("back");
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const leave = useCallback(() => {
    const target = leaveTo;
    setLeaveTo(null);
    setDiscarded(true);
    guardingRef.current = false;
    if (target === "back") window.history.back();
    else if (target) router.push(target);
  }, [leaveTo, router]);

  const stay = useCallback(() => {
    if (leaveTo === "back") {
      window.history.pushState({ t26Guard: true }, "", window.location.href);
      guarded.current = true;
    }
    setLeaveTo(null);
  }, [leaveTo]);

  return { leaveTo, leave, stay };
}
