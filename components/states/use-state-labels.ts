import { useTranslations } from "next-intl";
import type { ListErrorLabels } from "./list-error";
import type { PullLabels } from "./pull-to-refresh";

/** ./state-labels.ts' texts for client code below a next-intl provider (the feed). */
export function useListErrorLabels(): ListErrorLabels {
  const t = useTranslations("states.listError");
  return { title: t("title"), text: t("text"), retry: t("retry"), more: t("more") };
}

export function usePullLabels(): PullLabels {
  const t = useTranslations("states.pull");
  return { pull: t("pull"), release: t("release"), refreshing: t("refreshing") };
}
