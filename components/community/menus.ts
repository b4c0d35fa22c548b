import { lazyUi } from "@/components/ui/lazy-ui";

// A post's and a comment's "⋯" menu, loaded on the first open as lazy-overlay.tsx's
// LazyDropdownMenu would be (the trigger drawn as a placeholder until then), but declared here with
// the items' icons (./menu-ui.ts): the screens then carry this loader only, not lazy-overlay.tsx's
// of every UI overlay module, nor the icons only the menu draws (docs/performance.md, "First-load
// JavaScript").
export const LazyPostMenu = lazyUi(() => import("./menu-ui"));
