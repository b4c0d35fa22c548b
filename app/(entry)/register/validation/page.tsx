import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { codeCheckLabels, codeCheckPanelLabels } from "@/components/auth/login-labels";
import { EntryHeader } from "@/components/entry/entry-header";
import { RegistrationValidation } from "@/components/registration/registration-validation";
import { pageLocale } from "@/lib/i18n/page-locale";
import { requireParticipant } from "@/lib/server/auth/current";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("registerValidation") };
}

// /register/validation (step 3 of 3): the five-digit code creates the participant (or the dependent).
export default async function RegisterValidationPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string }>;
}) {
  const dependent = (await searchParams).type === "dependent";
  if (dependent) await requireParticipant("/register/origin?type=dependent");
  const [t, panel, check] = await Promise.all([
    getTranslations("pages"),
    pageLocale().then(codeCheckPanelLabels),
    codeCheckLabels(),
  ]);
  return (
    <div className="min-h-dvh">
      <EntryHeader
        title={t("registerValidation")}
        backHref={dependent ? "/register/personal?type=dependent" : "/register/personal"}
      />
      <RegistrationValidation type={dependent ? "dependent" : "participant"} codeLabels={{ panel, check }} />
    </div>
  );
}
