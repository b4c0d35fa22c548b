import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { loginValidationLabels } from "@/components/auth/login-labels";
import { LoginValidation } from "@/components/auth/login-validation";
import { EntryHeader } from "@/components/entry/entry-header";
import { pageLocale } from "@/lib/i18n/page-locale";
import { safeNext } from "@/lib/route-access";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("codeEntry"))("title") };
}

// /login/validation — the five-digit code. Same frame as the registration's code screen
// (/register/validation): the slim entry header, then the code panel, with its texts and classes
// from here (login-labels.ts).
export default async function LoginValidationPage({
  searchParams,
}: {
  searchParams: Promise<{ next?: string }>;
}) {
  const [t, labels] = await Promise.all([
    getTranslations("codeEntry"),
    pageLocale().then(loginValidationLabels),
  ]);
  const { next } = await searchParams;
  return (
    <div className="min-h-dvh" data-testid="code-screen">
      <EntryHeader title={t("title")} backHref="/login" />
      <div className="mx-auto flex max-w-md flex-col gap-5 px-5 py-6">
        <LoginValidation next={safeNext(next)} labels={labels} />
      </div>
    </div>
  );
}
