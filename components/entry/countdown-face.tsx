import type { CountdownParts } from "@/lib/event";

export type CountdownUnit = keyof Omit<CountdownParts, "done">;

export interface CountdownFaceProps {
  className?: string;
  inverted?: boolean;
  /** Already translated (components/entry/countdown.tsx): no message formatter in the browser. */
  labels: Record<CountdownUnit | "title" | "started", string>;
  /** null: "--" (the server's HTML, until hydrated). */
  parts: CountdownParts | null;
}

const UNITS: CountdownUnit[] = ["days", "hours", "minutes", "seconds"];

/**
 * The countdown as drawn, from its parts: ./countdown-clock.tsx draws it in the browser, and the
 * server draws its first ("--") state for ./countdown.tsx's fallback (components/ui/hydrate-later.tsx).
 * Plain class strings, not cn(): its merge table (lib/utils.ts) would be this island's largest
 * dependency.
 */
export function CountdownFace({ className, inverted, labels, parts }: CountdownFaceProps) {
  return (
    <div
      className={className ? `w-full ${className}` : "w-full"}
      data-testid="countdown"
      role="timer"
      aria-label={labels.title}
    >
      <div className="grid grid-cols-4 gap-2">
        {UNITS.map((key) => (
          <div
            key={key}
            className={`rounded-xl px-1 py-2 text-center ${inverted ? "bg-white/15 text-white" : "bg-primary/10 text-primary"}`}
          >
            <div className="text-2xl font-extrabold tabular-nums" data-testid={`countdown-${key}`}>
              {parts ? String(parts[key]).padStart(2, "0") : "--"}
            </div>
            <div
              className={`text-[11px] font-medium tracking-wide uppercase ${inverted ? "text-white/80" : "text-muted-foreground"}`}
            >
              {labels[key]}
            </div>
          </div>
        ))}
      </div>
      {parts?.done && (
        <p
          className={`mt-2 text-center text-sm font-semibold ${inverted ? "text-white" : "text-primary"}`}
          data-testid="countdown-started"
        >
          {labels.started}
        </p>
      )}
    </div>
  );
}
