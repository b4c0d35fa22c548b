import type { ReactNode } from "react";
import { BusIcon } from "@/components/icons/svg/bus";
import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { ChevronLeftIcon } from "@/components/icons/svg/chevron-left";
import { ChevronRightIcon } from "@/components/icons/svg/chevron-right";
import { CheckCircle2Icon } from "@/components/icons/svg/circle-check";
import { MapPinIcon } from "@/components/icons/svg/map-pin";
import { QrCodeIcon } from "@/components/icons/svg/qr-code";
import { UsersIcon } from "@/components/icons/svg/users";
import { badgeVariants } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

// /transport's looks, made by its server page (docs/performance.md, "First-load JavaScript"):
// Button's, Badge's and NativeSelect's classes and the screen's own merged here, and its icons
// drawn here, so the browser has no `cn`, cva, Slot, Button, Badge or icon module. The client view
// (./transport-view.tsx) draws the same elements with these and imports only the type.

export interface TransportLooks {
  /** Button's: 'Cartão de embarque' (default, "flex-1"), 'Cancelar' (outline), 'Reservar' (default). */
  cardButton: string;
  cancelButton: string;
  bookButton: string;
  /** Badge's, per direction: secondary (ida), outline (volta). */
  direction: Record<"OUTBOUND" | "RETURN", string>;
  /** A booked trip's card: everyone boarded, or not. */
  trip: { boarded: string; waiting: string };
  /** An offer's seats: none left, or some. */
  seats: { full: string; left: string };
  /** NativeSelect's select. */
  select: string;
  icons: {
    previous: ReactNode;
    next: ReactNode;
    empty: ReactNode;
    point: ReactNode;
    boarded: ReactNode;
    card: ReactNode;
    seats: ReactNode;
    select: ReactNode;
  };
}

export function transportLooks(): TransportLooks {
  const trip = "rounded-2xl border p-4 shadow-sm";
  const seats = "flex items-center gap-1.5 text-sm font-medium";
  return {
    cardButton: cn(buttonVariants({ className: "flex-1" })),
    cancelButton: cn(buttonVariants({ variant: "outline" })),
    bookButton: cn(buttonVariants({})),
    direction: {
      OUTBOUND: cn(badgeVariants({ variant: "secondary" })),
      RETURN: cn(badgeVariants({ variant: "outline" })),
    },
    trip: {
      boarded: cn(trip, "border-green-300 bg-green-50 dark:border-green-800 dark:bg-green-950/40"),
      waiting: cn(trip, "bg-card"),
    },
    seats: { full: cn(seats, "text-destructive"), left: cn(seats, false) },
    select: cn(
      "flex h-10 w-full appearance-none rounded-md border border-input bg-background py-2 pr-9 pl-3 text-base shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 md:text-sm",
      "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
      "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
      undefined,
    ),
    icons: {
      previous: <ChevronLeftIcon aria-hidden="true" />,
      next: <ChevronRightIcon aria-hidden="true" />,
      empty: <BusIcon className="size-12 opacity-40" aria-hidden="true" />,
      point: <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />,
      boarded: <CheckCircle2Icon className="size-5" aria-hidden="true" />,
      card: <QrCodeIcon aria-hidden="true" />,
      seats: <UsersIcon className="size-4" aria-hidden="true" />,
      select: (
        <ChevronDownIcon
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
      ),
    },
  };
}
