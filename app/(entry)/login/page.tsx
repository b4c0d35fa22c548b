import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuthLayout } from "@/components/auth/auth-layout";
import { LoginForm } from "@/components/auth/login-form";
import { loginFormLabels } from "@/components/auth/login-labels";
import { safeNext } from "@/lib/route-access";
import { sharedPathMetadata } from "@/lib/server/services/sharing/metadata";
import { redirectSignedInParticipant } from "@/lib/server/auth/home";

type Search = Promise<{ next?: string }>;

// A shared news item or event opened without a session lands here (/login?next=/news/…): link
// previews (crawlers have no session) show what was shared — its title and picture, nothing more.
export async function generateMetadata({ searchParams }: { searchParams: Search }): Promise<Metadata> {
  const { next } = await searchParams;
  const shared = typeof next === "string" ? await sharedPathMetadata(safeNext(next)) : null;
  return { title: (await getTranslations("login"))("title"), ...shared };
}

// /login — phone and country code; someone already signed in goes to their home instead. The form
// gets its texts and classes from here: no messages, no `cn` in the browser (login-labels.ts).
export default async function LoginPage({ searchParams }: { searchParams: Search }) {
  await redirectSignedInParticipant();
  const [t, labels] = await Promise.all([getTranslations("login"), loginFormLabels()]);
  const { next } = await searchParams;
  const target = safeNext(next);
  return (
    <AuthLayout title={t("heading")} subtitle={t("subtitle")} backHref="/home">
      <LoginForm next={target === "/dashboard" ? undefined : target} labels={labels} />
    </AuthLayout>
  );
}
