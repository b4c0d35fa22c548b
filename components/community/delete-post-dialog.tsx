"use client";

import { useTranslations } from "next-intl";
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
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/** Confirmation, then DELETE /api/community/posts/{id}; `onDeleted` lets the parent drop it. */
export function DeletePostDialog({
  postId,
  onClose,
  onDeleted,
}: {
  postId: string | null;
  onClose: () => void;
  onDeleted: (postId: string) => void;
}) {
  const t = useTranslations("community");
  const [busy, setBusy] = useState(false);
  async function remove() {
    if (!postId) return;
    setBusy(true);
    try {
      await apiFetch(`/api/community/posts/${postId}`, { method: "DELETE" });
      toast.success(t("deleted"));
      onDeleted(postId);
      onClose();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : t("retryLater"));
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog open={postId !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("deleteTitle")}</AlertDialogTitle>
          <AlertDialogDescription>{t("deleteText")}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("cancel")}</AlertDialogCancel>
          <Button
            variant="destructive"
            onClick={() => void remove()}
            disabled={busy}
            data-testid="post-delete-confirm"
          >
            {t("deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
