"use client";

import { useRouter } from "next/navigation";
import { type ComponentProps, useEffect, useState } from "react";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { goBackOr } from "@/lib/back";
import { whenIdle } from "@/lib/idle";
import type { PassUsageSheetProps } from "./pass-usage-sheet";

// The pass's browser code: its close link and its usage sheet. The pass itself, these two's looks
// and their texts are drawn by the server (./pass-view.tsx).

const PassUsageSheet = lazyOverlay(() => import("./pass-usage-sheet").then((m) => m.PassUsageSheet));

/**
 * The close link: a real link to the home, which works before the scripts have loaded (an offline
 * start on a slow phone); once hydrated, it goes back instead when the app led here.
 */
export function PassClose({
  home,
  ...props
}: Omit<ComponentProps<"a">, "href" | "onClick"> & { home: string }) {
  const router = useRouter();
  return (
    <a
      href={home}
      onClick={(event) => {
        event.preventDefault();
        goBackOr(router, home);
      }}
      {...props}
    />
  );
}

/**
 * 'Ver Utilização' (the server's button, Button's look via `asChild`) and the usage sheet it opens.
 * Until the sheet's code is there, the button is drawn as `placeholderTrigger` draws a dialog's
 * (the closed state's ARIA; a tap opens the sheet when the code arrives; pointer down, hover and
 * focus start loading it), written out: importing placeholder-trigger.tsx here would split it from
 * lazy-overlay.tsx's module on every route that has that one (+9–17 B each, measured). The pass
 * opens offline: the sheet's code is fetched (and kept by the service worker) once the page is
 * idle, not with its first load.
 */
export function PassUsageButton({
  sheet,
  ...props
}: ComponentProps<"button"> & { sheet: Pick<PassUsageSheetProps, "usage" | "labels"> }) {
  const [open, setOpen] = useState(false);
  useEffect(() => whenIdle(PassUsageSheet.preload, 3000), []);
  const preload = PassUsageSheet.preload;
  return (
    <PassUsageSheet
      active={open}
      onLoadError={() => setOpen(false)}
      fallback={
        <button
          {...props}
          aria-haspopup="dialog"
          aria-expanded={false}
          data-state="closed"
          onClick={() => setOpen(true)}
          onPointerDown={preload}
          onPointerEnter={preload}
          onFocus={preload}
        />
      }
      open={open}
      onOpenChange={setOpen}
      // Radix's trigger names the slot, as it did over Button (which spread its props over its own).
      trigger={<button {...props} data-slot="sheet-trigger" />}
      {...sheet}
    />
  );
}
