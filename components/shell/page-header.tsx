import { cn } from "@/lib/utils";

export interface PageHeaderProps {
  title: React.ReactNode;
  /** The line under the title. */
  description?: React.ReactNode;
  descriptionTestId?: string;
  /** A control on the right of the title (a link, a button). */
  action?: React.ReactNode;
  className?: string;
}

/** The page's title (its one h1) with an optional line under it and a control on the right. */
export function PageHeader({ title, description, descriptionTestId, action, className }: PageHeaderProps) {
  const heading = (
    <>
      <h1 className="text-2xl font-bold">{title}</h1>
      {description ? (
        <p className="text-sm text-muted-foreground" data-testid={descriptionTestId}>
          {description}
        </p>
      ) : null}
    </>
  );
  if (!action) return <div className={className}>{heading}</div>;
  return (
    <div className={cn("flex items-center justify-between gap-3", className)}>
      <div className="min-w-0">{heading}</div>
      {action}
    </div>
  );
}
