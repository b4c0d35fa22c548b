"use client";

import { useEffect, useState } from "react";

export const BANNER_INTERVAL_MS = 4000;

export interface BannerSlidesProps {
  /** Accessible name of the carousel. */
  label: string;
  /** Already translated (components/entry/banner-carousel.tsx); className is the slide's gradient, under its art. */
  slides: {
    key: string;
    className: string;
    image: string;
    alt: string;
    title: string;
    text: string;
    label: string;
    dotLabel: string;
  }[];
}

// Plain class strings, not cn(): its merge table (lib/utils.ts) would be this island's largest dependency.
export function BannerSlides({ label, slides }: BannerSlidesProps) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    // Reduced motion: the slides stay where they are; the dots still switch them.
    if (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % slides.length), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(id);
  }, [index, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className="relative overflow-hidden rounded-2xl shadow-lg"
    >
      <div
        className="flex transition-transform duration-700 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${index * 100}%)` }}
      >
        {slides.map((slide, i) => (
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
            aria-hidden={i !== index}
            data-testid={`banner-slide-${i}`}
            data-active={i === index}
            className={`relative flex h-40 w-full shrink-0 flex-col justify-end overflow-hidden bg-gradient-to-br p-5 text-white ${slide.className}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG: next/image would add JS to this island and nothing to optimise */}
            <img
              src={slide.image}
              alt={slide.alt}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              className="absolute inset-0 size-full object-cover"
              data-testid={`banner-art-${i}`}
            />
            {/* Keeps the white text readable over the art. */}
            <div className="absolute inset-0 bg-gradient-to-t from-black/65 via-black/15 to-transparent" />
            <p className="relative text-xl font-extrabold drop-shadow">{slide.title}</p>
            <p className="relative pr-16 text-sm text-white/90 drop-shadow">{slide.text}</p>
          </div>
        ))}
      </div>
      {/* Each dot is a 24 px target (WCAG 2.5.8) around the small visible mark. */}
      <div className="absolute right-2 bottom-0.5 flex">
        {slides.map((slide, i) => (
          <button
            key={slide.key}
            type="button"
            aria-label={slide.dotLabel}
            aria-current={i === index}
            onClick={() => setIndex(i)}
            className="flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full bg-white transition-all ${i === index ? "w-6" : "w-2 opacity-60"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
