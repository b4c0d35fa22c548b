import { lazyOverlay } from "@/components/ui/lazy-load";

/** The event dialog, loaded on its first open (components/ui/lazy-overlay.tsx). */
export const EventDialog = lazyOverlay(() => import("./event-dialog").then((m) => m.EventDialog));
