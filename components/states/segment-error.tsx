"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { ErrorState } from "./error-state";
import { useStateTexts } from "./use-state-texts";

export interface SegmentErrorProps {
  error: unknown;
  /** Next.js: re-fetches and re-renders the segment. */
  retry: () => void;
  /** Where 'Voltar ao início' goes (the staff tool has its own home). */
  home?: string;
}

/** The body of every error.tsx: translated, with 'Tentar novamente' and a way home. */
export function SegmentError({ error, retry, home = "/dashboard" }: SegmentErrorProps) {
  const t = useStateTexts();
  const router = useRouter();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <ErrorState
        title={t.error.title}
        text={t.error.text}
        retryLabel={t.error.retry}
        onRetry={retry}
        testId="segment-error"
      >
        {/* A client navigation as next/link's, without next/link: every route's first load carries this. */}
        <a
          href={home}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
              return;
            event.preventDefault();
            router.push(home);
          }}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          {t.error.home}
        </a>
      </ErrorState>
    </div>
  );
}

/** error.tsx of the participant's screens. */
export function ParticipantError(props: Omit<SegmentErrorProps, "home">) {
  return <SegmentError {...props} home="/dashboard" />;
}

/** error.tsx of the entry screens (no session needed). */
export function EntryError(props: Omit<SegmentErrorProps, "home">) {
  return <SegmentError {...props} home="/home" />;
}

/** error.tsx of the staff tool. */
export function StaffError(props: Omit<SegmentErrorProps, "home">) {
  return <SegmentError {...props} home="/app-checkin/home" />;
}
