"use client";

import { RefreshCwIcon } from "@/components/icons/svg/refresh-cw";
import { useState } from "react";
import { ErrorState } from "./error-state";

/** states.listError's texts, translated by the caller (components/states/state-labels.ts). */
export interface ListErrorLabels {
  title: string;
  text: string;
  retry: string;
  more: string;
  /**
   * The banner's 'Tentar novamente': Button's outline/sm classes with "shrink-0", merged by the
   * server (state-labels.ts), so the lists load no Button, cva, Slot or cn for it.
   */
  retryClass: string;
}

export interface ListErrorProps {
  labels: ListErrorLabels;
  onRetry: () => Promise<unknown> | void;
  /**
   * `full`: nothing could be shown (takes the place of the list and of its empty text);
   * `banner`: a refresh failed above items still shown; `more`: the next page failed, at the end.
   */
  variant?: "full" | "banner" | "more";
  testId: string;
}

/** A list's failed load, told apart from an empty list, with 'Tentar novamente'. */
export function ListError({ labels, onRetry, variant = "full", testId }: ListErrorProps) {
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
  if (variant === "full")
    return (
      <ErrorState
        title={labels.title}
        text={labels.text}
        retryLabel={labels.retry}
        onRetry={async () => void (await onRetry())}
        testId={testId}
      />
    );
  return (
    <div
      role="alert"
      data-testid={testId}
      className={[
        "flex items-center justify-between gap-3 rounded-2xl border border-red-200 bg-red-50/60 px-4 py-3 text-sm",
        variant === "more" && "mt-2",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      {variant === "more" ? (
        <p className="min-w-0 flex-1">{labels.more}</p>
      ) : (
        <p className="min-w-0 flex-1">
          <span className="block font-semibold">{labels.title}</span>
          <span className="text-muted-foreground">{labels.text}</span>
        </p>
      )}
      <button
        data-slot="button"
        data-variant="outline"
        data-size="sm"
        className={labels.retryClass}
        disabled={pending}
        aria-busy={pending}
        onClick={() => void retry()}
        data-testid={`${testId}-retry`}
      >
        <RefreshCwIcon
          className={pending ? "size-4 animate-spin motion-reduce:animate-none" : "size-4"}
          aria-hidden="true"
        />
        {labels.retry}
      </button>
    </div>
  );
}
