import { cn } from "@/lib/utils";

/** Textarea's classes (components/ui/textarea.tsx; app/first-load-news.test.ts keeps them equal). */
const TEXTAREA_CLASS = [
  "flex field-sizing-content min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
];

/** `<Textarea className={className}>`'s classes. */
export const textareaClass = (className?: string) => cn(...TEXTAREA_CLASS, className);

/**
 * The comment composer's textarea classes, as `<Textarea className=…>` merged them: computed by the
 * server pages (the post's labels, the article's), so the composer loads no Textarea or `cn`.
 */
export const composerTextareaClass = () =>
  cn(...TEXTAREA_CLASS, "max-h-[120px] min-h-10 resize-none border-0 shadow-none focus-visible:ring-0");
