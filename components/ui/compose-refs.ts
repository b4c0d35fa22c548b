import type * as React from "react";

// Radix's composeRefs, as ./slot.tsx has it (app/first-load-rewards.test.ts checks they are the
// same): our Tabs (./tabs-base.tsx) set two refs and need no Slot with them. A copy, not an import
// from here in slot.tsx: splitting Slot's module made every route that draws Slot heavier
// (docs/performance.md, "First-load JavaScript").

function setRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === "function") return ref(value);
  if (ref) ref.current = value;
}

/** Radix's composeRefs: one callback setting every ref (and their cleanups, React 19). */
export function composeRefs<T>(...refs: (React.Ref<T> | undefined)[]): React.RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some((c) => typeof c === "function")) return;
    return () =>
      cleanups.forEach((cleanup, i) => (typeof cleanup === "function" ? cleanup() : setRef(refs[i], null)));
  };
}
