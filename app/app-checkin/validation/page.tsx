import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { StaffValidation } from "@/components/auth/staff-validation";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffLogin"))("codeTitle") };
}

export default async function StaffValidationPage() {
  const t = await getTranslations("staffLogin");
  return (
    <AuthLayout title={t("codeTitle")} backHref="/app-checkin">
      <StaffValidation />
    </AuthLayout>
  );
}
