import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/shell/logo";
import { FileQuestionSvg } from "@/components/states/error-icons";
import { buttonVariants } from "@/components/ui/button";

export default async function NotFound() {
  const t = await getTranslations("notFound");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <Logo className="mb-4" />
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FileQuestionSvg className="size-8" />
      </span>
      <p className="text-6xl font-extrabold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <p className="max-w-xs text-muted-foreground">{t("text")}</p>
      {/* A plain link and icon, not next/link and lucide: this page is the root's 404 boundary, so
          a client module here would be in every route's first-load JavaScript. */}
      <a href="/home" data-slot="button" className={buttonVariants({ size: "lg" })}>
        {t("home")}
      </a>
    </main>
  );
}
