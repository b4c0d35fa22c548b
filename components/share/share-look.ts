/** The 'link' look of the share button (ShareButton and the landing's): a violet text link with its icon. */
export const SHARE_LINK_CLASS =
  "h-auto min-h-0 gap-1.5 p-0 font-normal text-violet-700 has-[>svg]:px-0 dark:text-violet-300";
