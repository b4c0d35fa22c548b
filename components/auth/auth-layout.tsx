import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Logo } from "@/components/shell/logo";

export interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  backHref: string;
  children: React.ReactNode;
}

/** The frame of the login and code screens: gradient band, logo, then a card. */
export function AuthLayout({ title, subtitle, backHref, children }: AuthLayoutProps) {
  const t = useTranslations("common");
  return (
    <div className="min-h-dvh bg-gradient-to-b from-violet-800 via-purple-700 to-background to-[40%]">
      <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-3 pb-10">
        <div className="flex items-center justify-between">
          <AppLink
            href={backHref}
            aria-label={t("back")}
            className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15"
          >
            <ArrowLeftIcon className="size-5" aria-hidden="true" />
          </AppLink>
          <Logo inverted />
          <span className="size-10" aria-hidden="true" />
        </div>
        <div className="text-center text-white">
          <h1 className="text-2xl font-extrabold">{title}</h1>
          {subtitle && <p className="mt-1 text-sm text-white/85">{subtitle}</p>}
        </div>
        <div className="rounded-3xl bg-card p-5 shadow-xl">{children}</div>
      </div>
    </div>
  );
}
