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
  return <DependentsInstructions />;
}
