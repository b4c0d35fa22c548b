import type { MetadataRoute } from "next";

// The installable app (PWA). Names stay the brand's; the start page is the participant's home.
export default function manifest(): MetadataRoute.Manifest {
  return {
    // A stable identity: the installed app stays the same app if start_url ever changes.
    id: "/",
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
    // Long-press on the home-screen icon: straight to the pass (it opens offline) or the schedule.
    shortcuts: [
      {
        name: "Meu passe",
        short_name: "Passe",
        description: "Seu QR code de entrada e embarque",
        url: "/checkin",
        icons: [{ src: "/icons/shortcut-pass-192.png", sizes: "192x192", type: "image/png" }],
      },
      {
        name: "Programação",
        short_name: "Programação",
        description: "A programação e a sua agenda",
        url: "/schedule",
        icons: [{ src: "/icons/shortcut-schedule-192.png", sizes: "192x192", type: "image/png" }],
      },
    ],
  };
}
