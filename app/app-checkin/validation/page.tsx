import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { codeCountdownLabels, codeInputLabels } from "@/components/auth/login-labels";
import { StaffValidation } from "@/components/auth/staff-validation";
import { pageLocale } from "@/lib/i18n/page-locale";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffLogin"))("codeTitle") };
}

export default async function StaffValidationPage() {
  const [t, input, countdown] = await Promise.all([
    getTranslations("staffLogin"),
    codeInputLabels("alphanumeric"),
    pageLocale().then(codeCountdownLabels),
  ]);
  return (
    <AuthLayout title={t("codeTitle")} backHref="/app-checkin">
      <StaffValidation codeLabels={{ input, countdown }} />
    </AuthLayout>
  );
}
