"use client";

// What /notifications draws only after a gesture or a failure, loaded after hydration rather than
// with the page (./notifications-view.tsx; docs/performance.md, "First-load JavaScript"): the pull
// indicator with its touch listeners, and a failed refresh's message with its retry button. One
// module, so one `import()` in the page's chunk.
export { ListError } from "@/components/states/list-error";
export { PullToRefresh } from "@/components/states/pull-to-refresh";
