import { getTranslations } from "next-intl/server";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { ListErrorLabels } from "./list-error";
import type { PullLabels } from "./pull-to-refresh";

// The lists' failed-load and pull-to-refresh texts, translated by a server page (/news,
// /notifications, /community/feed need no messages in the browser).

export async function listErrorLabels(): Promise<ListErrorLabels> {
  const t = await getTranslations("states.listError");
  return {
    title: t("title"),
    text: t("text"),
    retry: t("retry"),
    more: t("more"),
    // As <Button size="sm" variant="outline" className="shrink-0"> merges them.
    retryClass: cn(buttonVariants({ variant: "outline", size: "sm", className: "shrink-0" })),
  };
}

export async function pullLabels(): Promise<PullLabels> {
  const t = await getTranslations("states.pull");
  return { pull: t("pull"), release: t("release"), refreshing: t("refreshing") };
}
