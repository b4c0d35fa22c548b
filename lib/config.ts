/** Public, build-time configuration (NEXT_PUBLIC_*), with defaults for a local run. */
export const publicConfig = {
  /** The 'Site Oficial' button on /event-info. */
  officialSiteUrl: process.env.NEXT_PUBLIC_OFFICIAL_SITE_URL ?? "https://www.adventistas.org/pt/",
  /**
   * An embeddable player URL (https://www.youtube-nocookie.com/embed/<id>: the CSP's frame-src
   * allows that host); set to empty to hide the player. The default is a stand-in (Blender's
   * "Big Buck Bunny", CC BY) until the organisers publish their invitation video.
   */
  eventVideoUrl:
    process.env.NEXT_PUBLIC_EVENT_VIDEO_URL ?? "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ",
  /** The player's local poster (public/images/art, scripts/make-art.mjs): nothing external loads before play. */
  eventVideoPoster: "/images/art/video-poster.svg",
};
