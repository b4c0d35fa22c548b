import { PrintTrigger } from "./print-trigger";

/**
 * Button's outline look (components/ui/button.tsx) with `print:hidden`, written out: Button's Slot
 * and class merging (~5 KB gzip) would otherwise ship with the receipt for this one control.
 * app/first-load.test.ts keeps the markup equal to Button's.
 */
export const PRINT_BUTTON_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border border-input bg-background shadow-xs hover:bg-muted hover:text-foreground min-h-10 px-4 py-2 has-[>svg]:px-3 print:hidden";

/**
 * The receipt's 'Imprimir' (the browser's print, which also saves a PDF), drawn on the server: its
 * class string and markup stay out of the browser's code; ./print-trigger.tsx adds the click.
 */
export function PrintButton({
  label,
  icon,
}: {
  label: string;
  /** Drawn by the server page. */ icon: React.ReactNode;
}) {
  return (
    <PrintTrigger
      data-slot="button"
      data-variant="outline"
      data-size="default"
      className={PRINT_BUTTON_CLASS}
      data-testid="receipt-print"
    >
      {icon} {label}
    </PrintTrigger>
  );
}
