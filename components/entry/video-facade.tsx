"use client";

import { useState } from "react";

export interface VideoFacadeProps {
  src: string;
  /** A local image shown until play. */
  poster?: string;
  title: string;
  playLabel: string;
  /** lucide's play icon, drawn by the server page (no lucide runtime in the browser). */
  playIcon: React.ReactNode;
}

/** Loads the external player only on demand: fast first paint, nothing fetched until asked. */
export function VideoFacade({ src, poster, title, playLabel, playIcon }: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  if (playing) {
    return (
      <iframe
        src={`${src}${src.includes("?") ? "&" : "?"}autoplay=1`}
        title={title}
        className="aspect-video w-full rounded-2xl"
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      data-testid="video-facade"
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-2xl bg-gradient-to-br from-violet-800 to-orange-500 text-white"
    >
      {poster && (
        // eslint-disable-next-line @next/next/no-img-element -- a small local SVG: nothing for next/image to optimise
        <img
          src={poster}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <span className="absolute inset-0 bg-gradient-to-t from-black/60 via-transparent to-transparent" />
      <span className="relative flex size-16 items-center justify-center rounded-full bg-white/25 ring-2 ring-white/70 backdrop-blur transition group-hover:scale-110">
        {playIcon}
      </span>
      <span className="sr-only">{playLabel}</span>
      <span className="absolute bottom-3 left-4 text-sm font-semibold drop-shadow">{title}</span>
    </button>
  );
}
