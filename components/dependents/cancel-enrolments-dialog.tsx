"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import type { DependentItem } from "./dependents-list";
import type { EnrolmentsCancelled } from "@/lib/server/services/dependents/dependents";

export interface CancelEnrolmentsDialogProps {
  /** Whose enrolments to cancel; null closes the dialog. */
  cancelling: DependentItem | null;
  onClose: () => void;
}

/** 'Cancelar inscrições?': every enrolment of the dependent, then the list reloads. */
export function CancelEnrolmentsDialog({ cancelling, onClose }: CancelEnrolmentsDialogProps) {
  const t = useTranslations("dependents");
  const router = useRouter();
  const cancelAction = useApiAction(
    (id: string) => apiFetch<EnrolmentsCancelled>(`/api/dependents/${id}/enrolments`, { method: "DELETE" }),
    {
      fallback: t("failed"),
      onSuccess: (res) => {
        toast.success(t("cancelled", { count: res.cancelled }));
        onClose();
        router.refresh();
      },
    },
  );
  const busy = cancelAction.busy;
  function cancel() {
    if (cancelling) void cancelAction.run(cancelling.id);
  }
  return (
    <AlertDialog open={cancelling !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t("cancelTitle")}</AlertDialogTitle>
          <AlertDialogDescription>
            {cancelling
              ? t("cancelText", { name: cancelling.nickname, count: cancelling.enrolments.length })
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{t("keep")}</AlertDialogCancel>
          <AlertDialogAction
            onClick={(e) => {
              e.preventDefault();
              cancel();
            }}
            disabled={busy}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            data-testid="dependent-cancel-confirm"
          >
            {busy ? t("cancelling") : t("confirmCancel")}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
