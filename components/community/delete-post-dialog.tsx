"use client";

import { useTranslations } from "next-intl";
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
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
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
  const { run: deletePost, busy } = useApiAction(
    async (id: string) => {
      await apiFetch(`/api/community/posts/${id}`, { method: "DELETE" });
      return id;
    },
    {
      fallback: t("retryLater"),
      onSuccess: (id) => {
        toast.success(t("deleted"));
        onDeleted(id);
        onClose();
      },
    },
  );
  function remove() {
    if (postId) void deletePost(postId);
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
          <Button variant="destructive" onClick={remove} disabled={busy} data-testid="post-delete-confirm">
            {t("deleteConfirm")}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
