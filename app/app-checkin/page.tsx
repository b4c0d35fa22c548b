import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { StaffLoginForm } from "@/components/auth/staff-login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("staffLogin"))("title") };
}

export default async function StaffLoginPage() {
  const t = await getTranslations("staffLogin");
  return (
    <AuthLayout title={t("title")} subtitle={t("subtitle")} backHref="/home">
      <StaffLoginForm />
    </AuthLayout>
  );
}
