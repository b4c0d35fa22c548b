import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DependentsInstructions } from "@/components/dependents/dependents-instructions";
import { requireParticipant } from "@/lib/server/auth/current";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("dependentsInstructions") };
}

// /dependents/instructions — read, tick 'Li e entendi', then /register/origin?type=dependent.
export default async function DependentsInstructionsPage() {
  await requireParticipant("/dependents/instructions");
  const t = await getTranslations("dependents");
  return (
    <DependentsInstructions
      labels={{
        instructionsTitle: t("instructionsTitle"),
        instructionsText: t("instructionsText"),
        rule1: t("rule1"),
        rule2: t("rule2"),
        rule3: t("rule3"),
        rule4: t("rule4"),
        readAndUnderstood: t("readAndUnderstood"),
        start: t("start"),
      }}
    />
  );
}
