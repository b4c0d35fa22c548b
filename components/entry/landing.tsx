import { CalendarDaysIcon, LogInIcon, MapPinIcon, Share2Icon } from "@/components/icons/lucide";
import { AppLink } from "@/components/ui/app-link";
import { useTranslations } from "next-intl";
import { Logo } from "@/components/shell/logo";
import { SHARE_LINK_CLASS } from "@/components/share/share-look";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { BannerCarousel } from "./banner-carousel";
import { Countdown } from "./countdown";
import { LandingShare } from "./landing-share";
import { LanguageSelect } from "./language-select";

/** The landing at / (after the splash) and /home. */
export function Landing() {
  const t = useTranslations("landing");
  const meta = useTranslations("meta");
  const sharing = useTranslations("sharing");
  return (
    <div className="min-h-dvh bg-background">
      <div className="rounded-b-[2.5rem] bg-gradient-to-br from-violet-800 via-purple-700 to-fuchsia-700 pb-16">
        <div className="mx-auto flex max-w-md flex-col gap-6 px-5 pt-4">
          <div className="flex items-center justify-between">
            <Logo inverted />
            <LanguageSelect />
          </div>
          <BannerCarousel />
          <div className="space-y-2 text-white">
            <h1 className="text-3xl leading-tight font-extrabold">{t("headline")}</h1>
            <p className="flex items-center gap-1.5 text-sm font-medium text-white/90">
              <MapPinIcon className="size-4" aria-hidden="true" /> {t("place")}
            </p>
            <p className="flex items-center gap-1.5 text-sm text-white/80">
              <CalendarDaysIcon className="size-4" aria-hidden="true" /> {t("dates")}
            </p>
          </div>
        </div>
      </div>
      <div className="mx-auto -mt-10 flex max-w-md flex-col gap-6 px-5 pb-10">
        <div className="rounded-2xl bg-card p-4 shadow-lg">
          <Countdown />
        </div>
        <div className="flex flex-col gap-3">
          <Button asChild size="lg" variant="outline" data-testid="cta-event-info">
            <AppLink href="/event-info">{t("learnMore")}</AppLink>
          </Button>
          <Button asChild size="lg" data-testid="cta-register">
            <AppLink href="/register/origin">{t("register")}</AppLink>
          </Button>
        </div>
        <div className="rounded-2xl border bg-card p-4 text-center">
          <p className="mb-3 text-sm text-muted-foreground">{t("loginPrompt")}</p>
          <Button asChild size="lg" variant="secondary" className="w-full" data-testid="cta-login">
            <AppLink href="/login">
              <LogInIcon aria-hidden="true" /> {t("login")}
            </AppLink>
          </Button>
        </div>
        <LandingShare
          className={cn(buttonVariants({ variant: "link", size: "sm" }), SHARE_LINK_CLASS, "self-center")}
          texts={{
            copied: sharing("copied"),
            copiedText: sharing("copiedText"),
            copyFailed: sharing("copyFailed"),
          }}
          target={{ title: meta("title"), text: meta("description"), url: "/home" }}
        >
          <Share2Icon className="size-4" aria-hidden="true" />
          {sharing("share")}
        </LandingShare>
      </div>
    </div>
  );
}
