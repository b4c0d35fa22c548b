"use client";

import { ShieldAlertIcon } from "@/components/icons/svg/shield-exclamation-point";
import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { clearOfflineData } from "@/lib/pwa";
import { toast } from "@/lib/toast";
import type { MyDataLabels } from "./my-data";

export interface AccountDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: MyDataLabels;
}

/**
 * The account deletion question (./account-delete.tsx loads it on the first tap): the confirmation
 * word typed, then DELETE /api/me, the offline data cleared and /home.
 */
export function AccountDeleteDialog({ open, onOpenChange, labels }: AccountDeleteDialogProps) {
  const router = useRouter();
  const [typed, setTyped] = useState("");
  // Stays true until /home opens: the account is gone.
  const [deleted, setDeleted] = useState(false);
  const word = labels.confirmWord;

  const removal = useApiAction(() => apiFetch("/api/me", { method: "DELETE", body: { confirm: true } }), {
    fallback: labels.failed,
    onSuccess: async () => {
      setDeleted(true);
      await clearOfflineData();
      toast.success(labels.deleted);
      onOpenChange(false);
      window.setTimeout(() => {
        router.replace("/home");
        router.refresh();
      }, 1000);
    },
  });
  const busy = removal.busy || deleted;
  const remove = () => void removal.run();

  return (
    <AlertDialog
      open={open}
      onOpenChange={(v) => {
        if (busy) return;
        onOpenChange(v);
        setTyped("");
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <ShieldAlertIcon className="size-5 text-destructive" aria-hidden="true" /> {labels.deleteTitle}
          </AlertDialogTitle>
          <AlertDialogDescription>{labels.deleteText}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="delete-confirm">{labels.typeWord}</Label>
          <Input
            id="delete-confirm"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            autoComplete="off"
            data-testid="account-delete-word"
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{labels.cancel}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={busy || typed.trim().toUpperCase() !== word.toUpperCase()}
            onClick={() => void remove()}
            data-testid="account-delete-confirm"
          >
            {busy ? labels.deleting : labels.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
