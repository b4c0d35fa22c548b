"use client";

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
import type { DeletePostLabels } from "./community-labels";

/** Confirmation, then DELETE /api/community/posts/{id}; `onDeleted` lets the parent drop it. */
export function DeletePostDialog({
  postId,
  onClose,
  onDeleted,
  labels,
}: {
  postId: string | null;
  onClose: () => void;
  onDeleted: (postId: string) => void;
  labels: DeletePostLabels;
}) {
  const { run: deletePost, busy } = useApiAction(
    async (id: string) => {
      await apiFetch(`/api/community/posts/${id}`, { method: "DELETE" });
      return id;
    },
    {
      fallback: labels.retryLater,
      onSuccess: (id) => {
        toast.success(labels.deleted);
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
          <AlertDialogTitle>{labels.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription>{labels.deleteText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{labels.cancel}</AlertDialogCancel>
          <Button variant="destructive" onClick={remove} disabled={busy} data-testid="post-delete-confirm">
            {labels.deleteConfirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
