import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { LoginForm } from "@/components/auth/login-form";
import { safeNext } from "@/lib/route-access";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("title") };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const t = await getTranslations("login");
  const { next } = await searchParams;
  const target = safeNext(next);
  return (
    <AuthLayout title={t("heading")} subtitle={t("subtitle")} backHref="/home">
      <LoginForm next={target === "/dashboard" ? undefined : target} />
    </AuthLayout>
  );
}
