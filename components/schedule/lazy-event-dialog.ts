import { lazyOverlay } from "@/components/ui/lazy-overlay";

/** The event dialog, loaded on its first open (components/ui/lazy-overlay.tsx). */
export const EventDialog = lazyOverlay(() => import("./event-dialog").then((m) => m.EventDialog));
