// The base classes of our RadioGroup (./radio-group.tsx), in a module without "use client": a
// server page can merge them (cn) for the parts' Base versions (./radio-group-base.tsx), which
// carry no merge table (docs/performance.md, "First-load JavaScript"). Switch's: ./switch-class.ts.

// The ::after pseudo-element enlarges the touch target to ~40px without changing the layout.

export const RADIO_GROUP_CLASS = "grid gap-3";

export const RADIO_ITEM_CLASS =
  "relative aspect-square size-5 shrink-0 cursor-pointer rounded-full border border-input bg-background text-primary shadow-xs transition-[color,box-shadow] outline-none after:absolute after:-inset-2.5 after:rounded-full focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 data-[state=checked]:border-primary";
