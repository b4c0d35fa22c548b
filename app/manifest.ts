import type { MetadataRoute } from "next";

// The installable app (PWA). Names stay the brand's; the start page is the participant's home.
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Together 2026",
    short_name: "Together",
    description: "Missão, adoração e vida em comunidade — 01 a 04/11/2026",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    orientation: "portrait",
    background_color: "#ffffff",
    theme_color: "#5b21b6",
    lang: "pt-BR",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
