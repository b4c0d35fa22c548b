"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LazyAlertDialog } from "@/components/ui/lazy-overlay";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";

export const LOGOUT_REDIRECT_MS = 1000;

// next-auth's client (~10 KB gzip with its Babel helpers) is needed only for the confirmed
// logout: it loads when the question opens, not with the screen (docs/performance.md).
const loadSignOut = () => import("next-auth/react").then((m) => m.signOut);

/** Translated on the server (./logout-labels.ts): the screens need no messages in the browser. */
export interface LogoutLabels {
  logout: string;
  logoutTitle: string;
  logoutText: string;
  logoutConfirm: string;
  logoutDone: string;
  cancel: string;
}

/**
 * Button's outline, large look (components/ui/button.tsx) in red, written out: Button's Slot and
 * class merging (~5 KB gzip) would otherwise ship with /menu for this one control.
 * app/first-load.test.ts keeps it equal to Button's.
 */
export const LOGOUT_BUTTON_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border bg-background shadow-xs min-h-12 rounded-lg px-6 text-base has-[>svg]:px-4 w-full border-red-200 text-red-600 hover:bg-red-50 hover:text-red-700 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300";

export interface LogoutButtonProps {
  /** Where to go after the 1 s pause: /home for participants, /app-checkin for staff. */
  redirectTo?: string;
  labels: LogoutLabels;
  /** Lucide's log-out icon, drawn by the server page. */
  icon: React.ReactNode;
}

/** Confirmation, then the session ends on the server, toast 'Logout realizado', and /home after 1 s. */
export function LogoutButton({ redirectTo = "/home", labels, icon }: LogoutButtonProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    const signOut = await loadSignOut();
    await signOut({ redirect: false });
    await clearOfflineData();
    toast.success(labels.logoutDone);
    window.setTimeout(() => {
      router.replace(redirectTo);
      router.refresh();
    }, LOGOUT_REDIRECT_MS);
  }

  const [open, setOpen] = useState(false);
  function openQuestion() {
    setOpen(true);
    void loadSignOut().catch(() => {}); // fetched while the question is read; logout() awaits it
  }
  const button = (
    <button
      data-slot="button"
      data-variant="outline"
      data-size="lg"
      className={LOGOUT_BUTTON_CLASS}
      data-testid="logout-open"
    >
      {icon} {labels.logout}
    </button>
  );

  // Radix's alert dialog loads on the first tap (components/ui/lazy-overlay.tsx).
  return (
    <LazyAlertDialog
      active={open}
      onLoadError={() => setOpen(false)}
      placeholder={{ trigger: button, popup: "dialog", onOpen: openQuestion }}
    >
      {({
        AlertDialog,
        AlertDialogAction,
        AlertDialogCancel,
        AlertDialogContent,
        AlertDialogDescription,
        AlertDialogFooter,
        AlertDialogHeader,
        AlertDialogTitle,
        AlertDialogTrigger,
      }) => (
        <AlertDialog open={open} onOpenChange={setOpen}>
          <AlertDialogTrigger asChild>{button}</AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{labels.logoutTitle}</AlertDialogTitle>
              <AlertDialogDescription>{labels.logoutText}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{labels.cancel}</AlertDialogCancel>
              <AlertDialogAction
                onClick={logout}
                disabled={busy}
                className="bg-red-600 text-white hover:bg-red-700"
                data-testid="logout-confirm"
              >
                {labels.logoutConfirm}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      )}
    </LazyAlertDialog>
  );
}
