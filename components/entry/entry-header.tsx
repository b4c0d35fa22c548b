import { ArrowLeftIcon } from "@/components/icons/lucide";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";

export interface EntryHeaderProps {
  title: string;
  backHref: string;
}

/** Slim top bar of the entry screens (no shell there). */
export function EntryHeader({ title, backHref }: EntryHeaderProps) {
  const t = useTranslations("common");
  return (
    <div className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/95 px-2 backdrop-blur">
      <AppLink
        href={backHref}
        aria-label={t("back")}
        className="inline-flex size-10 items-center justify-center rounded-full hover:bg-muted"
      >
        <ArrowLeftIcon className="size-5" aria-hidden="true" />
      </AppLink>
      <h1 className="text-lg font-bold">{title}</h1>
    </div>
  );
}
