"use client";

import { useRouter } from "next/navigation";
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
import type { AppLocale } from "@/lib/i18n/config";
import { formatPlural } from "@/lib/i18n/plural";
import { toast } from "@/lib/toast";
import type { DependentsLabels } from "./dependents-labels";
import type { DependentItem } from "./dependents-list";
import type { EnrolmentsCancelled } from "@/lib/server/services/dependents/dependents";

export interface CancelEnrolmentsDialogProps {
  /** Whose enrolments to cancel; null closes the dialog. */
  cancelling: DependentItem | null;
  onClose: () => void;
  labels: DependentsLabels;
  locale: AppLocale;
}

/** 'Cancelar inscrições?': every enrolment of the dependent, then the list reloads. */
export function CancelEnrolmentsDialog({ cancelling, onClose, labels, locale }: CancelEnrolmentsDialogProps) {
  const router = useRouter();
  const cancelAction = useApiAction(
    (id: string) => apiFetch<EnrolmentsCancelled>(`/api/dependents/${id}/enrolments`, { method: "DELETE" }),
    {
      fallback: labels.failed,
      onSuccess: (res) => {
        toast.success(formatPlural(labels.cancelled, res.cancelled, locale));
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
          <AlertDialogTitle>{labels.cancelTitle}</AlertDialogTitle>
          <AlertDialogDescription>{cancelling ? cancelling.texts.cancelText : null}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{labels.keep}</AlertDialogCancel>
          <AlertDialogAction
            onClick={(e) => {
              e.preventDefault();
              cancel();
            }}
            disabled={busy}
            className="bg-destructive text-destructive-foreground hover:bg-destructive/90"
            data-testid="dependent-cancel-confirm"
          >
            {busy ? labels.cancelling : labels.confirmCancel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
