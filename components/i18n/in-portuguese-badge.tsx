import { LanguagesIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * Marks organiser-written content shown in Portuguese because it has no version in the reader's
 * language (news, events: docs/content-languages.md). Server or client; the caller decides when.
 */
export function InPortugueseBadge({ className }: { className?: string }) {
  const t = useTranslations("content");
  return (
    <Badge
      variant="outline"
      className={cn("border-amber-300 bg-amber-50 text-amber-900", className)}
      title={t("inPortugueseTitle")}
      data-testid="in-portuguese"
    >
      <LanguagesIcon aria-hidden="true" />
      {t("inPortuguese")}
    </Badge>
  );
}
