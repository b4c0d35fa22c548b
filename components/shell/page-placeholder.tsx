import { useTranslations } from "next-intl";
import { Construction } from "lucide-react";

export interface PagePlaceholderProps {
  titleKey: string;
}

/** A route that resolves but whose feature lands in a later issue. */
export function PagePlaceholder({ titleKey }: PagePlaceholderProps) {
  const t = useTranslations("pages");
  const common = useTranslations("common");
  return (
    <section className="flex flex-col items-center gap-3 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Construction className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t(titleKey)}</h1>
      <p className="max-w-sm text-muted-foreground">{common("comingSoon")}</p>
    </section>
  );
}
