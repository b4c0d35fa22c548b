"use client";

import { useRouter } from "next/navigation";
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
import { fillIn } from "@/lib/i18n/fill-in";
import type { BookingCancelled } from "@/lib/server/services/transport/bookings";
import { toast } from "@/lib/toast";
import type { TransportLabels } from "./transport-labels";

// /transport's overlays, one module loaded on the first open of any of them or once the page is
// idle (./transport-view.tsx; the boarding card is shown at the bus door, offline too): the booking
// sheet, the cancel question and the boarding card.

export { TripBookingSheet } from "./trip-booking-sheet";
/** The boarding card of the traveller chosen, or nothing. */
export { BoardingCardIfAny } from "./boarding-card";

/** "Cancelar a reserva de {name}?": gives the seat back, then the page's data is read again. */
export function TripCancelDialog({
  cancelling,
  onClose,
  labels: t,
}: {
  cancelling: { bookingId: string; name: string; busId: string; time: string } | null;
  onClose: () => void;
  labels: Pick<
    TransportLabels,
    "failed" | "cancelledToast" | "cancelTitle" | "cancelBody" | "keep" | "cancelBooking"
  >;
}) {
  const router = useRouter();
  const { run: cancel, busy: cancelBusy } = useApiAction(
    (bookingId: string) =>
      apiFetch<BookingCancelled>(`/api/transport/bookings/${bookingId}`, { method: "DELETE" }),
    {
      fallback: t.failed,
      onSuccess: () => {
        toast.success(t.cancelledToast);
        onClose();
        router.refresh();
      },
      onError: () => {
        onClose();
        router.refresh();
      },
    },
  );
  return (
    <AlertDialog open={cancelling !== null} onOpenChange={(open) => !open && !cancelBusy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{fillIn(t.cancelTitle, { name: cancelling?.name ?? "" })}</AlertDialogTitle>
          <AlertDialogDescription>
            {fillIn(t.cancelBody, { bus: cancelling?.busId ?? "", time: cancelling?.time ?? "" })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancelBusy}>{t.keep}</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={cancelBusy}
            onClick={() => cancelling && void cancel(cancelling.bookingId)}
            data-testid="trip-cancel-confirm"
          >
            {t.cancelBooking}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
