import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { lucideSvg } from "@/components/ui/lucide-svg";
import { cn } from "@/lib/utils";

/**
 * lucide's "languages" without lucide's runtime, which a server component drawing lucide-react's
 * icon would bring to the page (/dashboard's news); here, not in components/icons/lucide.tsx,
 * because client components draw the badge too. app/first-load.test.ts compares it with lucide's.
 */
export const LanguagesSvg = lucideSvg(
  "languages",
  [],
  [
    ["path", { d: "m5 8 6 6" }],
    ["path", { d: "m4 14 6-6 2-3" }],
    ["path", { d: "M2 5h12" }],
    ["path", { d: "M7 2h1" }],
    ["path", { d: "m22 22-5-10-5 10" }],
    ["path", { d: "M14 18h6" }],
  ],
);

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
      <LanguagesSvg aria-hidden="true" />
      {t("inPortuguese")}
    </Badge>
  );
}
