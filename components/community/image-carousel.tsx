"use client";

import { ChevronLeftIcon } from "@/components/icons/svg/chevron-left";
import { ChevronRightIcon } from "@/components/icons/svg/chevron-right";
import { useState } from "react";
import { fillIn } from "@/lib/i18n/fill-in";

export interface CarouselImage {
  url: string;
  width: number;
  height: number;
}

/** The carousel's texts (components/community/community-labels.ts); `photo` keeps {n} and {total}. */
export interface CarouselLabels {
  photo: string;
  previous: string;
  next: string;
}

/** A post's photos: previous / next wrapping at both ends, counter 'n/total'. */
export function ImageCarousel({ images, labels }: { images: CarouselImage[]; labels: CarouselLabels }) {
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  const current = images[index]!;
  const go = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <div
      className="relative overflow-hidden rounded-xl bg-muted"
      data-testid="carousel"
      onClick={(e) => e.stopPropagation()}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns */}
      <img
        src={current.url}
        alt={fillIn(labels.photo, { n: String(index + 1), total: String(images.length) })}
        width={current.width}
        height={current.height}
        loading="lazy"
        className="aspect-[4/3] w-full object-cover"
        data-testid="carousel-image"
      />
      {images.length > 1 && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={labels.previous}
            data-testid="carousel-prev"
            className="absolute top-1/2 left-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur hover:bg-black/60"
          >
            <ChevronLeftIcon className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={labels.next}
            data-testid="carousel-next"
            className="absolute top-1/2 right-2 flex size-9 -translate-y-1/2 items-center justify-center rounded-full bg-black/45 text-white backdrop-blur hover:bg-black/60"
          >
            <ChevronRightIcon className="size-5" aria-hidden="true" />
          </button>
          <span
            className="absolute top-2 right-2 rounded-full bg-black/55 px-2 py-0.5 text-xs font-semibold text-white"
            data-testid="carousel-counter"
          >
            {index + 1}/{images.length}
          </span>
        </>
      )}
    </div>
  );
}
