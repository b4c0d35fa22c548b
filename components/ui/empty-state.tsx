import type { ReactNode } from "react";
import type { LucideIcon } from "./lucide-svg";

// No "use client": server pages and client lists draw it alike. Plain class strings, not cn().

export interface EmptyStateProps {
  /** An icon of components/icons/svg, drawn large above the text. */
  icon: LucideIcon;
  children: ReactNode;
  "data-testid"?: string;
}

/** A list's empty state: a dashed card with an icon and one line of text (news, notifications, dependents, staff lists). */
export function EmptyState({ icon: Icon, children, "data-testid": testId }: EmptyStateProps) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed p-10 text-center text-muted-foreground"
      data-testid={testId}
    >
      <Icon className="size-10" aria-hidden="true" />
      <p className="font-medium">{children}</p>
    </div>
  );
}
