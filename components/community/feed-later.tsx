"use client";

// What the feed draws only after a gesture or a failure, loaded after hydration rather than with
// the page (./feed-view.tsx; docs/performance.md, "First-load JavaScript"), as /notifications does:
// the pull indicator with its touch listeners, and a failed load's message with its retry button.
// One module, so one `import()` in the page's chunk.
export { ListError } from "@/components/states/list-error";
export { PullToRefresh } from "@/components/states/pull-to-refresh";
