"use client";

import { useState } from "react";
import { RefreshCwSvg, TriangleAlertSvg } from "./error-icons";

/**
 * `buttonVariants()` of components/ui/button.tsx (default variant and size), written out: every
 * route's error boundaries render this component, and Button's class merging (cn, lib/utils.ts,
 * ~3 KB gzip) would otherwise be in every route's first load. error-state.test.ts keeps the two equal.
 */
export const RETRY_BUTTON_CLASS =
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-all outline-none select-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 active:bg-primary/85 min-h-10 px-4 py-2 has-[>svg]:px-3";

export interface ErrorStateProps {
  title: string;
  text: string;
  retryLabel: string;
  /** Tries again; the button is disabled (and spins) until it settles. */
  onRetry: () => void | Promise<void>;
  className?: string;
  testId?: string;
  children?: React.ReactNode;
}

/** A failed load: what happened and 'Tentar novamente'. Never the list's empty text. */
export function ErrorState({
  title,
  text,
  retryLabel,
  onRetry,
  className,
  testId,
  children,
}: ErrorStateProps) {
  // Not a transition: the retry's own state updates (a skeleton, the list) must show as they happen.
  const [pending, setPending] = useState(false);
  const retry = async () => {
    setPending(true);
    try {
      await onRetry();
    } finally {
      setPending(false);
    }
  };
  return (
    <div
      role="alert"
      data-testid={testId}
      className={[
        "flex flex-col items-center gap-3 rounded-3xl border border-red-200 bg-red-50/60 p-8 text-center",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlertSvg className="size-6" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
      <button
        type="button"
        data-slot="button"
        data-variant="default"
        data-size="default"
        className={RETRY_BUTTON_CLASS}
        onClick={() => void retry()}
        disabled={pending}
        aria-busy={pending}
        data-testid={testId ? `${testId}-retry` : undefined}
      >
        <RefreshCwSvg className={pending ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"} />
        {retryLabel}
      </button>
      {children}
    </div>
  );
}
