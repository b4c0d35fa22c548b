import { LogoutQuestion } from "./logout-question";

/** Translated on the server (./logout-labels.ts): the screens need no messages in the browser. */
export interface LogoutLabels {
  logout: string;
  logoutTitle: string;
  logoutText: string;
  logoutConfirm: string;
  logoutDone: string;
  cancel: string;
}

/**
 * Button's outline, large look (components/ui/button.tsx) in red, written out: Button's Slot and
 * class merging (~5 KB gzip) would otherwise ship with /menu for this one control.
 * app/first-load.test.ts keeps it equal to Button's.
 */
export const LOGOUT_BUTTON_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 border bg-background shadow-xs min-h-12 rounded-lg px-6 text-base has-[>svg]:px-4 w-full border-red-200 text-red-600 hover:bg-red-50 hover:text-red-700 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40 dark:hover:text-red-300";

export interface LogoutButtonProps {
  /** Where to go after the 1 s pause: /home for participants, /app-checkin for staff. */
  redirectTo?: string;
  labels: LogoutLabels;
  /** Lucide's log-out icon, drawn by the server page. */
  icon: React.ReactNode;
}

/**
 * Confirmation, then the session ends on the server, toast 'Logout realizado', and /home after 1 s.
 * The button is drawn here, on the server; ./logout-question.tsx makes it ask.
 */
export function LogoutButton({ redirectTo = "/home", labels, icon }: LogoutButtonProps) {
  const button = (
    <button
      data-slot="button"
      data-variant="outline"
      data-size="lg"
      className={LOGOUT_BUTTON_CLASS}
      data-testid="logout-open"
    >
      {icon} {labels.logout}
    </button>
  );
  return <LogoutQuestion trigger={button} labels={labels} redirectTo={redirectTo} />;
}
