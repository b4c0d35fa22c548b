/** Public, build-time configuration (NEXT_PUBLIC_*), with defaults for a local run. */
export const publicConfig = {
  /** The 'Site Oficial' button on /event-info. */
  officialSiteUrl: process.env.NEXT_PUBLIC_OFFICIAL_SITE_URL ?? "https://www.adventistas.org/pt/",
  /** An embeddable player URL (e.g. https://www.youtube-nocookie.com/embed/<id>); empty hides the player. */
  eventVideoUrl: process.env.NEXT_PUBLIC_EVENT_VIDEO_URL ?? "",
};
