import type { NewsCategory } from "@/lib/validations/limits";

/** A news category's badge colours (/news' cards, the article's header). */
export const CATEGORY_STYLE: Record<NewsCategory, string> = {
  avisos: "bg-sky-100 text-sky-800 dark:bg-sky-950/40 dark:text-sky-200",
  programacao: "bg-violet-100 text-violet-800 dark:bg-violet-950/40 dark:text-violet-200",
  missoes: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-200",
  aplicativo: "bg-amber-100 text-amber-800 dark:bg-amber-950/40 dark:text-amber-200",
  emergencia: "bg-red-100 text-red-800 dark:bg-red-950/40 dark:text-red-200",
};
