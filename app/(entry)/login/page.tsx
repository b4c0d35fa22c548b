import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { LoginForm } from "@/components/auth/login-form";
import { safeNext } from "@/lib/route-access";
import { redirectSignedInParticipant } from "@/lib/server/auth/home";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("title") };
}

// /login — phone and country code; someone already signed in goes to their home instead.
export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  await redirectSignedInParticipant();
  const t = await getTranslations("login");
  const { next } = await searchParams;
  const target = safeNext(next);
  return (
    <AuthLayout title={t("heading")} subtitle={t("subtitle")} backHref="/home">
      <LoginForm next={target === "/dashboard" ? undefined : target} />
    </AuthLayout>
  );
}
