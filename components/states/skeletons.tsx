import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

// Building blocks of the loading.tsx screens: each screen's skeleton is shaped like the page it
// precedes (same container, header, chips, cards), so nothing jumps when the page arrives.
// Server components: no JavaScript reaches the browser for them.

/** The page's frame: announces the wait to screen readers once and hides the grey shapes. */
export function PageSkeleton({
  label,
  className,
  children,
}: {
  /** 'Carregando...' in the page's language. */
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="page-skeleton"
      className={cn("mx-auto w-full max-w-2xl space-y-4 px-4 py-5", className)}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** PageHeader: a title, the line under it and, optionally, a control on the right. */
export function HeaderSkeleton({
  action = false,
  description = true,
}: {
  action?: boolean;
  description?: boolean;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0 flex-1 space-y-2">
        <Skeleton className="h-7 w-44" />
        {description && <Skeleton className="h-4 w-64 max-w-full" />}
      </div>
      {action && <Skeleton className="h-8 w-28 rounded-lg" />}
    </div>
  );
}

/** A row of filter chips or tabs. */
export function ChipsSkeleton({ count = 5, className }: { count?: number; className?: string }) {
  return (
    <div className={cn("flex gap-2 overflow-hidden", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-8 w-20 shrink-0 rounded-full" />
      ))}
    </div>
  );
}

/** A coloured banner (feed header, countdown, home greeting). */
export function BannerSkeleton({ className }: { className?: string }) {
  return <Skeleton className={cn("h-28 w-full rounded-3xl", className)} />;
}

/** Cards of a list: an avatar or an icon, two or three lines, an optional picture. */
export function CardListSkeleton({
  count = 3,
  avatar = true,
  media = false,
  lines = 2,
}: {
  count?: number;
  avatar?: boolean;
  media?: boolean;
  lines?: number;
}) {
  return (
    <ul className="space-y-3">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="overflow-hidden rounded-2xl border bg-card">
          {media && <Skeleton className="aspect-[16/9] w-full rounded-none" />}
          <div className="flex gap-3 p-4">
            {avatar && <Skeleton className="size-10 shrink-0 rounded-full" />}
            <div className="min-w-0 flex-1 space-y-2">
              <Skeleton className="h-4 w-2/5" />
              {Array.from({ length: lines }, (_, l) => (
                <Skeleton key={l} className={cn("h-3.5", l === lines - 1 ? "w-3/5" : "w-full")} />
              ))}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A grid of tiles (topics, menu entries, reward points). */
export function TilesSkeleton({ count = 4, className }: { count?: number; className?: string }) {
  return (
    <div className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-20 rounded-2xl" />
      ))}
    </div>
  );
}

/** A form: labelled fields and the submit button. */
export function FormSkeleton({ fields = 4, className }: { fields?: number; className?: string }) {
  return (
    <div className={cn("space-y-4", className)}>
      {Array.from({ length: fields }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
      ))}
      <Skeleton className="h-11 w-full rounded-lg" />
    </div>
  );
}

/** An article or detail: a picture, a title and paragraphs. */
export function ArticleSkeleton({ media = true, paragraphs = 3 }: { media?: boolean; paragraphs?: number }) {
  return (
    <div className="space-y-4">
      <Skeleton className="h-6 w-24 rounded-full" />
      <Skeleton className="h-8 w-4/5" />
      <Skeleton className="h-4 w-3/5" />
      {media && <Skeleton className="aspect-[16/9] w-full rounded-2xl" />}
      {Array.from({ length: paragraphs }, (_, i) => (
        <div key={i} className="space-y-2">
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-full" />
          <Skeleton className="h-3.5 w-2/3" />
        </div>
      ))}
    </div>
  );
}

/** A profile's head: a round picture, the name and a line. */
export function ProfileSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border bg-card p-6">
      <Skeleton className="size-24 rounded-full" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-4 w-52" />
      <div className="flex w-full gap-3 pt-2">
        <Skeleton className="h-10 flex-1 rounded-lg" />
        <Skeleton className="h-10 flex-1 rounded-lg" />
      </div>
    </div>
  );
}

/** A big square (the QR pass, a code reader). */
export function SquareSkeleton({ className }: { className?: string }) {
  return <Skeleton className={cn("mx-auto aspect-square w-full max-w-xs rounded-3xl", className)} />;
}
