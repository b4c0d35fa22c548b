import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";

/** "Etapa n de 3" with the spec's progress values (33, 66, 100). */
export function StepProgress({ step }: { step: 1 | 2 | 3 }) {
  const t = useTranslations("registration");
  const value = [33, 66, 100][step - 1];
  const label = t("step", { step, total: 3 });
  return (
    <div data-testid="register-progress" data-value={value}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <Progress value={value} className="mt-1 h-2" aria-label={label} />
    </div>
  );
}
