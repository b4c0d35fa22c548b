import { FileQuestionIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/shell/logo";
import { Button } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <Logo className="mb-4" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FileQuestionIcon className="size-8" aria-hidden="true" />
      </span>
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-xs text-muted-foreground">{t("text")}</p>
      <Button asChild size="lg">
        <Link href="/home">{t("home")}</Link>
      </Button>
    </main>
  );
}
