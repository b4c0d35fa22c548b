import { CalendarXIcon } from "@/components/icons/svg/calendar-x";
import { EyeIcon } from "@/components/icons/svg/eye";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { DependentsLabels } from "./dependents-labels";
import { DependentAction, type DependentItem } from "./dependents-list";

/** Spec part 2 §9: under 12, 12 to 15, 16 or over — three colours. */
export function ageBadgeClass(age: number) {
  if (age < 12)
    return "bg-sky-100 text-sky-800 border-sky-200 dark:bg-sky-950/40 dark:text-sky-200 dark:border-sky-800";
  if (age < 16)
    return "bg-amber-100 text-amber-800 border-amber-200 dark:bg-amber-950/40 dark:text-amber-200 dark:border-amber-800";
  return "bg-emerald-100 text-emerald-800 border-emerald-200 dark:bg-emerald-950/40 dark:text-emerald-200 dark:border-emerald-800";
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}

export interface DependentCardProps {
  dependent: DependentItem;
  labels: DependentsLabels;
}

/**
 * One dependent: photo or initials, relationship, age badge, 'Ver dados' and 'Cancelar inscrições'.
 * Drawn on the server (Button's and Badge's classes merged here); the buttons are
 * ./dependents-list.tsx's `DependentAction`.
 */
export function DependentCard({ dependent: d, labels }: DependentCardProps) {
  return (
    <li className="rounded-2xl border bg-card p-4 shadow-xs" data-testid="dependent-card">
      <div className="flex items-center gap-3">
        {d.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- an upload already resized to 512 px by the server
          <img src={d.avatarUrl} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/10 font-bold text-primary"
            aria-hidden="true"
          >
            {initials(d.fullName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <p className="leading-tight font-semibold">{d.fullName}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{d.texts.relationship}</span>
            <Badge
              variant="outline"
              className={cn("shrink-0", ageBadgeClass(d.age))}
              data-testid="dependent-age"
            >
              {d.texts.age}
            </Badge>
          </div>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 [&>button]:h-auto [&>button]:min-h-9 [&>button]:py-1.5 [&>button]:whitespace-normal">
        <Button asChild variant="outline" size="sm" data-testid="dependent-view">
          <DependentAction action="view" dependentId={d.id}>
            <EyeIcon className="size-4" aria-hidden="true" /> {labels.view}
          </DependentAction>
        </Button>
        <Button
          asChild
          variant="outline"
          size="sm"
          className="text-destructive hover:text-destructive"
          disabled={d.enrolments.length === 0}
          data-testid="dependent-cancel"
        >
          <DependentAction action="cancel" dependentId={d.id}>
            <CalendarXIcon className="size-4" aria-hidden="true" /> {labels.cancelEnrolment}
          </DependentAction>
        </Button>
      </div>
    </li>
  );
}
