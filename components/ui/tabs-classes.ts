// Our Tabs' own classes (./tabs.tsx merges them with a caller's): a module without a directive, so
// server code can merge them too and pass the result to ./tabs-base.tsx.
export const TABS_CLASS = {
  root: "flex flex-col gap-2",
  list: "inline-flex min-h-11 w-fit items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
  trigger:
    "inline-flex min-h-9 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-md border border-transparent px-3 py-1.5 text-sm font-medium whitespace-nowrap text-muted-foreground transition-[color,box-shadow] outline-none hover:text-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  content: "flex-1 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
} as const;
