"use client";

import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { useRouter } from "next/navigation";
import { goBackOr } from "@/lib/back";

/** Back to the previous page (or a fallback when the page was opened directly); `label` is common.back, from the server page. */
export function BackButton({ fallback, label }: { fallback: string; label: string }) {
  const router = useRouter();
  return (
    <button
      type="button"
      onClick={() => goBackOr(router, fallback)}
      className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-muted-foreground hover:bg-muted"
      data-testid="back"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" /> {label}
    </button>
  );
}
