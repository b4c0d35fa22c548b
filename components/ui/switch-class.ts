// The base classes of our Switch (./switch.tsx), in a module without "use client": a server page
// can merge them (cn) for ./switch-base.tsx, which carries no merge table, and a client screen that
// adds no class of its own draws SwitchBase with them as they are (cn would leave them unchanged:
// app/first-load-notifications.test.ts) (docs/performance.md, "First-load JavaScript").

// The ::after pseudo-element enlarges the touch target to ~40px without changing the layout.
export const SWITCH_CLASS =
  "peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs transition-all outline-none after:absolute after:-inset-x-0.5 after:-inset-y-2 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input";
