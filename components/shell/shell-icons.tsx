// The header's and bottom bar's icons as plain SVG (lucide's house, users, newspaper,
// circle-question-mark, gift, menu, qr-code and bell: the same paths, attributes and classes;
// app/first-load.test.ts compares them with lucide's). Every signed-in screen draws the shell, and
// lucide's runtime (its Icon, context and class helpers, a client module) would otherwise come
// with it even where the page draws no lucide icon (docs/performance.md, "First-load JavaScript").
// Drawn by lucideSvg, as components/icons/lucide.tsx's icons are; kept in a module of their own
// because client components import them (that module would bring every icon it lists).
import { lucideSvg } from "@/components/ui/lucide-svg";

export const HouseSvg = lucideSvg(
  "house",
  ["home"],
  [
    ["path", { d: "M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8" }],
    [
      "path",
      {
        d: "M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z",
      },
    ],
  ],
);

export const UsersSvg = lucideSvg(
  "users",
  [],
  [
    ["path", { d: "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2" }],
    ["path", { d: "M16 3.128a4 4 0 0 1 0 7.744" }],
    ["path", { d: "M22 21v-2a4 4 0 0 0-3-3.87" }],
    ["circle", { cx: "9", cy: "7", r: "4" }],
  ],
);

export const NewspaperSvg = lucideSvg(
  "newspaper",
  [],
  [
    ["path", { d: "M15 18h-5" }],
    ["path", { d: "M18 14h-8" }],
    [
      "path",
      { d: "M4 22h16a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2H8a2 2 0 0 0-2 2v16a2 2 0 0 1-4 0v-9a2 2 0 0 1 2-2h2" },
    ],
    ["rect", { width: "8", height: "4", x: "10", y: "6", rx: "1" }],
  ],
);

export const CircleHelpSvg = lucideSvg(
  "circle-question-mark",
  ["help-circle", "circle-help"],
  [
    ["circle", { cx: "12", cy: "12", r: "10" }],
    ["path", { d: "M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" }],
    ["path", { d: "M12 17h.01" }],
  ],
);

export const GiftSvg = lucideSvg(
  "gift",
  [],
  [
    ["path", { d: "M12 7v14" }],
    ["path", { d: "M20 11v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-8" }],
    ["path", { d: "M7.5 7a1 1 0 0 1 0-5A4.8 8 0 0 1 12 7a4.8 8 0 0 1 4.5-5 1 1 0 0 1 0 5" }],
    ["rect", { x: "3", y: "7", width: "18", height: "4", rx: "1" }],
  ],
);

export const MenuSvg = lucideSvg(
  "menu",
  [],
  [
    ["path", { d: "M4 5h16" }],
    ["path", { d: "M4 12h16" }],
    ["path", { d: "M4 19h16" }],
  ],
);

export const QrCodeSvg = lucideSvg(
  "qr-code",
  [],
  [
    ["rect", { width: "5", height: "5", x: "3", y: "3", rx: "1" }],
    ["rect", { width: "5", height: "5", x: "16", y: "3", rx: "1" }],
    ["rect", { width: "5", height: "5", x: "3", y: "16", rx: "1" }],
    ["path", { d: "M21 16h-3a2 2 0 0 0-2 2v3" }],
    ["path", { d: "M21 21v.01" }],
    ["path", { d: "M12 7v3a2 2 0 0 1-2 2H7" }],
    ["path", { d: "M3 12h.01" }],
    ["path", { d: "M12 3h.01" }],
    ["path", { d: "M12 16v.01" }],
    ["path", { d: "M16 12h1" }],
    ["path", { d: "M21 12v.01" }],
    ["path", { d: "M12 21v-1" }],
  ],
);

export const BellSvg = lucideSvg(
  "bell",
  [],
  [
    ["path", { d: "M10.268 21a2 2 0 0 0 3.464 0" }],
    [
      "path",
      {
        d: "M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326",
      },
    ],
  ],
);
