import { useTranslations } from "next-intl";
import { BannerSlides } from "./banner-slides";

const SLIDES = [
  { key: "one", className: "from-violet-700 via-purple-600 to-fuchsia-500" },
  { key: "two", className: "from-orange-500 via-rose-500 to-violet-600" },
] as const;

/** Two-slide banner autoplaying every 4 s; dots switch by hand and restart the timer. Texts come from here (the server). */
export function BannerCarousel() {
  const t = useTranslations("landing");
  const total = SLIDES.length;
  return (
    <BannerSlides
      label={t("carouselLabel")}
      slides={SLIDES.map((slide, i) => ({
        key: slide.key,
        className: slide.className,
        title: t(`slides.${slide.key}.title`),
        text: t(`slides.${slide.key}.text`),
        label: t("slide", { index: i + 1, total }),
        dotLabel: t("goToSlide", { index: i + 1 }),
      }))}
    />
  );
}
