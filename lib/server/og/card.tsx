import "server-only";
import { ImageResponse } from "next/og";
import { OG_SIZE } from "@/lib/server/services/sharing/metadata";

export interface OgCard {
  /** Small line at the top right (the page's kind: 'Notícias · Avisos', 'Programação · Louvor'). */
  label: string;
  title: string;
  text: string;
  /** Bottom line: dates and place. */
  footer: string;
  brand: string;
}

/**
 * The image is drawn with next/og's built-in font (Geist, bundled: nothing is downloaded). Emoji
 * and scripts it lacks would make it fetch fonts and emoji from the internet at render time, which
 * fails offline and is slow online: they are left out of the picture (the page keeps them).
 */
export function drawable(text: string) {
  return text
    .replace(/[\p{Extended_Pictographic}\p{Emoji_Modifier}\u200d\ufe0f\u20e3]/gu, "")
    .replace(/[^\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Cut at a word to at most `max` characters, with an ellipsis. */
export function clamp(text: string, max: number) {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, "")}…`;
}

export function ogCardImage(card: OgCard) {
  const title = clamp(drawable(card.title), 90);
  const text = clamp(drawable(card.text), 150);
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        color: "white",
        backgroundImage: "linear-gradient(135deg, #4c1d95 0%, #7e22ce 55%, #a21caf 100%)",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between" }}>
        <div style={{ display: "flex", alignItems: "center", gap: 18 }}>
          <div
            style={{
              width: 64,
              height: 64,
              borderRadius: 18,
              background: "white",
              color: "#6d28d9",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              fontSize: 40,
            }}
          >
            T
          </div>
          <div style={{ fontSize: 38, letterSpacing: -0.5 }}>{drawable(card.brand)}</div>
        </div>
        <div
          style={{
            display: "flex",
            fontSize: 26,
            padding: "10px 24px",
            borderRadius: 999,
            background: "rgba(255,255,255,0.18)",
          }}
        >
          {clamp(drawable(card.label), 40)}
        </div>
      </div>
      <div style={{ display: "flex", flexDirection: "column", gap: 22 }}>
        <div style={{ fontSize: title.length > 60 ? 58 : 70, lineHeight: 1.1, letterSpacing: -1.5 }}>
          {title}
        </div>
        {text && (
          <div style={{ fontSize: 30, lineHeight: 1.35, color: "rgba(255,255,255,0.85)" }}>{text}</div>
        )}
      </div>
      <div
        style={{
          display: "flex",
          fontSize: 28,
          color: "rgba(255,255,255,0.9)",
          borderTop: "2px solid rgba(255,255,255,0.25)",
          paddingTop: 24,
        }}
      >
        {clamp(drawable(card.footer), 80)}
      </div>
    </div>,
    {
      ...OG_SIZE,
      headers: { "Cache-Control": "public, max-age=600" },
    },
  );
}
