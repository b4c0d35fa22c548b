import { SquarePenIcon } from "@/components/icons/svg/square-pen";
import { AppLink } from "@/components/ui/app-link";
import { Button } from "@/components/ui/button";
import type { FeedLabels } from "./community-labels";

/**
 * The feed's empty state, drawn by the server page and given to FeedView (`empty`): its button's
 * look is Button's, merged here, so the feed loads no Button, cva or `cn` for it.
 */
export function FeedEmpty({
  href,
  labels,
}: {
  href: string;
  labels: Pick<FeedLabels, "emptyTitle" | "emptyText" | "firstPost">;
}) {
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-3xl border border-dashed p-10 text-center"
      data-testid="feed-empty"
    >
      <SquarePenIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{labels.emptyTitle}</p>
      <p className="text-sm text-muted-foreground">{labels.emptyText}</p>
      <Button asChild>
        <AppLink href={href}>{labels.firstPost}</AppLink>
      </Button>
    </div>
  );
}
