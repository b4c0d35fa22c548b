import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { LoginValidation } from "@/components/auth/login-validation";
import { safeNext } from "@/lib/route-access";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("codeEntry"))("title") };
}

export default async function LoginValidationPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string }>;
}) {
  const t = await getTranslations("codeEntry");
  const { next } = await searchParams;
  return (
    <AuthLayout title={t("title")} backHref="/login">
      <LoginValidation next={safeNext(next)} />
    </AuthLayout>
  );
}
