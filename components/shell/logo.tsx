export interface LogoProps {
  className?: string;
  /** Light text for dark or gradient backgrounds. */
  inverted?: boolean;
}

/**
 * The wordmark: a flame-like mark and "Together 2026". Text is the brand name, not UI copy.
 * Plain class strings, not cn(): the header's client part renders it, and cn's merge table
 * (lib/utils.ts, ~3 KB gzip) would otherwise ship to the browser for it alone.
 */
export function Logo({ className, inverted }: LogoProps) {
  return (
    <span
      className={`inline-flex items-center gap-2 font-extrabold tracking-tight${className ? ` ${className}` : ""}`}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-7 shrink-0">
        <defs>
          <linearGradient id="t26-mark" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f97316" />
            <stop offset="1" stopColor="#7c3aed" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#t26-mark)" />
        <path d="M9 10h14M16 10v13" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        <circle cx="23" cy="22" r="2.4" fill="#fff" />
      </svg>
      <span className={`text-lg leading-none ${inverted ? "text-white" : "text-foreground"}`}>
        Together <span className={inverted ? "text-orange-200" : "text-primary"}>2026</span>
      </span>
    </span>
  );
}
