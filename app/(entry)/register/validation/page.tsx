import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { registrationValidationLabels } from "@/components/registration/registration-labels";
import { RegistrationValidation } from "@/components/registration/registration-validation";
import { StepProgress } from "@/components/registration/step-progress";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("registerValidation") };
}

// /register/validation (step 3 of 3): the five-digit code creates the participant (or the dependent).
// Translated and drawn here, the step's bar too: no messages, no `cn` in the browser (the other
// steps' layout, (steps)/layout.tsx, gives theirs).
export default async function RegisterValidationPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string }>;
}) {
  const dependent = (await searchParams).type === "dependent";
  if (dependent) await requireParticipant("/register/origin?type=dependent");
  const type = dependent ? "dependent" : "participant";
  const [t, labels] = await Promise.all([
    getTranslations("pages"),
    pageLocale().then((locale) => registrationValidationLabels(type, locale)),
  ]);
  return (
    <div className="min-h-dvh">
      <EntryHeader
        title={t("registerValidation")}
        backHref={dependent ? "/register/personal?type=dependent" : "/register/personal"}
      />
      <RegistrationValidation type={type} labels={labels} progress={<StepProgress step={3} />} />
    </div>
  );
}
