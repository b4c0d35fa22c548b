import { FileQuestionIcon } from "@/components/icons/lucide";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { Button } from "@/components/ui/button";

export type MissingThing = "news" | "post" | "profile" | "help";

/** A missing news item, post, profile or help topic, inside the shell, with the way back to its list. */
export async function NotFoundState({ kind, href }: { kind: MissingThing; href: string }) {
  const t = await getTranslations("states.notFound");
  return (
    <div
      className="mx-auto flex w-full max-w-md flex-col items-center gap-3 px-4 py-12 text-center"
      data-testid="not-found"
      data-kind={kind}
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <FileQuestionIcon className="size-8" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold">{t(`${kind}.title`)}</h1>
      <p className="max-w-xs text-muted-foreground">{t(`${kind}.text`)}</p>
      <Button asChild size="lg" className="mt-2">
        <AppLink href={href}>{t(`${kind}.back`)}</AppLink>
      </Button>
    </div>
  );
}
