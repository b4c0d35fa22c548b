"use client";

import { useAppLinkPending } from "@/components/ui/app-link";

/**
 * Inside an <AppLink>: shows that the tap was taken while the next screen loads (the link's transition),
 * so nobody taps twice. `bar`: a line under a bottom-navigation tab; `dot`: a ring on an icon button.
 */
export function NavPending({ variant = "bar" }: { variant?: "bar" | "dot" }) {
  const pending = useAppLinkPending();
  if (!pending) return null;
  return variant === "bar" ? (
    <span
      aria-hidden="true"
      data-testid="nav-pending"
      className="absolute inset-x-4 top-0 h-0.5 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
    />
  ) : (
    <span
      aria-hidden="true"
      data-testid="nav-pending"
      className="absolute inset-0 animate-pulse rounded-full ring-2 ring-primary/40 motion-reduce:animate-none"
    />
  );
}
