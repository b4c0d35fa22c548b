"use client";

import { useRouter } from "next/navigation";
import { type ReactElement, useEffect, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";
import type { LogoutLabels } from "./logout-button";

export const LOGOUT_REDIRECT_MS = 1000;

// next-auth's client (~10 KB gzip with its Babel helpers) is needed only for the confirmed
// logout: it loads when the question opens, not with the screen (docs/performance.md).
const loadSignOut = () => import("next-auth/react").then((m) => m.signOut);

export interface LogoutDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ./logout-button.tsx's button, Radix's trigger once this module is there. */
  trigger: ReactElement;
  labels: LogoutLabels;
  redirectTo: string;
}

/** The logout question (./logout-button.tsx loads it on the first tap). */
export function LogoutDialog({ open, onOpenChange, trigger, labels, redirectTo }: LogoutDialogProps) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // fetched while the question is read; logout() awaits it
    if (open) void loadSignOut().catch(() => {});
  }, [open]);

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

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
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
  );
}
