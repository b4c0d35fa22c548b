// The base classes of our Switch and RadioGroup (./switch.tsx, ./radio-group.tsx), in a module
// without "use client": a server page can merge them (cn) for the parts' Base versions
// (./switch-base.tsx, ./radio-group-base.tsx), which carry no merge table (docs/performance.md,
// "First-load JavaScript").

// The ::after pseudo-elements enlarge the touch targets to ~40px without changing the layout.
export const SWITCH_CLASS =
  "peer relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border border-transparent shadow-xs transition-all outline-none after:absolute after:-inset-x-0.5 after:-inset-y-2 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=unchecked]:bg-input";

export const RADIO_GROUP_CLASS = "grid gap-3";

export const RADIO_ITEM_CLASS =
  "relative aspect-square size-5 shrink-0 cursor-pointer rounded-full border border-input bg-background text-primary shadow-xs transition-[color,box-shadow] outline-none after:absolute after:-inset-2.5 after:rounded-full focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary";
