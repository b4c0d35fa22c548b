"use client";

import { RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

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
      className={cn(
        "flex flex-col items-center gap-3 rounded-3xl border border-red-200 bg-red-50/60 p-8 text-center",
        className,
      )}
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-red-100 text-red-700">
        <TriangleAlertIcon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-xs text-sm text-muted-foreground">{text}</p>
      <Button
        type="button"
        onClick={() => void retry()}
        disabled={pending}
        aria-busy={pending}
        data-testid={testId ? `${testId}-retry` : undefined}
      >
        <RefreshCwIcon
          className={cn("size-4", pending && "animate-spin motion-reduce:animate-none")}
          aria-hidden="true"
        />
        {retryLabel}
      </Button>
      {children}
    </div>
  );
}
