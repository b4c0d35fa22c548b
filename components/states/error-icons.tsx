// The error and 404 screens' icons as plain SVG (lucide's triangle-alert, refresh-cw and
// file-question-mark, same paths and attributes): every route carries its error boundaries and the
// root 404 in its first load, and lucide's runtime (a client module, even when a server component
// draws the icon) would be there only for them (docs/performance.md, "First-load JavaScript").
const SVG = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
  "aria-hidden": true,
} as const;

export function TriangleAlertSvg({ className }: { className?: string }) {
  return (
    <svg {...SVG} className={`lucide lucide-triangle-alert ${className ?? ""}`.trim()}>
      <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
      <path d="M12 9v4" />
      <path d="M12 17h.01" />
    </svg>
  );
}

export function RefreshCwSvg({ className }: { className?: string }) {
  return (
    <svg {...SVG} className={`lucide lucide-refresh-cw ${className ?? ""}`.trim()}>
      <path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8" />
      <path d="M21 3v5h-5" />
      <path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16" />
      <path d="M8 16H3v5" />
    </svg>
  );
}

export function FileQuestionSvg({ className }: { className?: string }) {
  return (
    <svg {...SVG} className={`lucide lucide-file-question-mark ${className ?? ""}`.trim()}>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5" />
      <path d="M12 17h.01" />
    </svg>
  );
}
