import { useTranslations } from "next-intl";
import { BannerSlides } from "./banner-slides";

// Art: public/images/art (scripts/make-art.mjs); the gradient shows until it loads.
const SLIDES = [
  {
    key: "one",
    className: "from-violet-700 via-purple-600 to-fuchsia-500",
    image: "/images/art/banner-one.svg",
  },
  {
    key: "two",
    className: "from-orange-500 via-rose-500 to-violet-600",
    image: "/images/art/banner-two.svg",
  },
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
        image: slide.image,
        alt: t(`slides.${slide.key}.alt`),
        title: t(`slides.${slide.key}.title`),
        text: t(`slides.${slide.key}.text`),
        label: t("slide", { index: i + 1, total }),
        dotLabel: t("goToSlide", { index: i + 1 }),
      }))}
    />
  );
}
