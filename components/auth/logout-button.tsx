"use client";

import { LogOutIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyAlertDialog } from "@/components/ui/lazy-overlay";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";

export const LOGOUT_REDIRECT_MS = 1000;

/** Translated on the server (./logout-labels.ts): the screens need no messages in the browser. */
export interface LogoutLabels {
  logout: string;
  logoutTitle: string;
  logoutText: string;
  logoutConfirm: string;
  logoutDone: string;
  cancel: string;
}

export interface LogoutButtonProps {
  /** Where to go after the 1 s pause: /home for participants, /app-checkin for staff. */
  redirectTo?: string;
  labels: LogoutLabels;
}

/** Confirmation, then the session ends on the server, toast 'Logout realizado', and /home after 1 s. */
export function LogoutButton({ redirectTo = "/home", labels }: LogoutButtonProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function logout() {
    setBusy(true);
    await signOut({ redirect: false });
    await clearOfflineData();
    toast.success(labels.logoutDone);
    window.setTimeout(() => {
      router.replace(redirectTo);
      router.refresh();
    }, LOGOUT_REDIRECT_MS);
  }

  const [open, setOpen] = useState(false);
  const button = (
    <Button
      variant="outline"
      size="lg"
      className="w-full border-red-200 text-red-600 hover:bg-red-50 hover:text-red-700 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300"
      data-testid="logout-open"
    >
      <LogOutIcon aria-hidden="true" /> {labels.logout}
    </Button>
  );

  // Radix's alert dialog loads on the first tap (components/ui/lazy-overlay.tsx).
  return (
    <LazyAlertDialog
      active={open}
      onLoadError={() => setOpen(false)}
      placeholder={{ trigger: button, popup: "dialog", onOpen: () => setOpen(true) }}
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
