import { lazyOverlay } from "@/components/ui/lazy-load";

// The community's sheets and dialogs, each loaded on its first open (components/ui/lazy-overlay.tsx).
export const ReportSheet = lazyOverlay(() => import("./report-sheet").then((m) => m.ReportSheet));
export const DeletePostDialog = lazyOverlay(() =>
  import("./delete-post-dialog").then((m) => m.DeletePostDialog),
);
