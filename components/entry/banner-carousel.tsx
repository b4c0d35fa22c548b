"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { cn } from "@/lib/utils";

export const BANNER_INTERVAL_MS = 4000;
const SLIDES = [
  { key: "one", className: "from-violet-700 via-purple-600 to-fuchsia-500" },
  { key: "two", className: "from-orange-500 via-rose-500 to-violet-600" },
] as const;

/** Two-slide banner autoplaying every 4 s; dots switch by hand and restart the timer. */
export function BannerCarousel() {
  const t = useTranslations("landing");
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [index]);

  return (
    <section aria-roledescription="carousel" aria-label={t("carouselLabel")} className="relative overflow-hidden rounded-2xl shadow-lg">
      <div className="flex transition-transform duration-700 ease-out motion-reduce:transition-none" style={{ transform: `translateX(-${index * 100}%)` }}>
        {SLIDES.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slide", { index: i + 1, total: SLIDES.length })}
            aria-hidden={i !== index}
            data-testid={`banner-slide-${i}`}
            data-active={i === index}
            className={cn("flex h-40 w-full shrink-0 flex-col justify-end bg-gradient-to-br p-5 text-white", slide.className)}
          >
            <p className="text-xl font-extrabold">{t(`slides.${slide.key}.title`)}</p>
            <p className="text-sm text-white/90">{t(`slides.${slide.key}.text`)}</p>
          </div>
        ))}
      </div>
      <div className="absolute right-4 bottom-3 flex gap-1.5">
        {SLIDES.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            aria-label={t("goToSlide", { index: i + 1 })}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className={cn("h-2 rounded-full bg-white transition-all", i === index ? "w-6" : "w-2 opacity-60")}
          />
        ))}
      </div>
    </section>
  );
}
