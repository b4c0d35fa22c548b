import "server-only";
import { db } from "@/lib/server/db";

/** What a link preview of a news item or a schedule event shows: a title and a line of text. */
export interface SharePreview {
  kind: "news" | "event";
  id: string;
  title: string;
  description: string;
  /** news: its category; event: its type (message keys). */
  label: string;
  /** An event's start, for its date line. */
  startsAt?: Date;
  place?: string;
}

const ID = /^[A-Za-z0-9_-]{1,80}$/;
/** Previews are short: the full text stays behind the login. */
const clip = (text: string, max = 200) => {
  const chars = Array.from(text.replace(/\s+/g, " ").trim());
  return chars.length <= max ? chars.join("") : `${chars.slice(0, max - 1).join("")}…`;
};

export async function newsPreview(newsId: string): Promise<SharePreview | null> {
  if (!ID.test(newsId)) return null;
  const n = await db.newsItem.findUnique({
    where: { id: newsId },
    select: { id: true, title: true, subtitle: true, category: true },
  });
  return n && { kind: "news", id: n.id, title: n.title, description: clip(n.subtitle), label: n.category };
}

export async function eventPreview(eventId: string): Promise<SharePreview | null> {
  if (!ID.test(eventId)) return null;
  const e = await db.event.findUnique({
    where: { id: eventId },
    select: {
      id: true,
      title: true,
      description: true,
      type: true,
      startsAt: true,
      location: true,
      city: { select: { name: true } },
    },
  });
  return (
    e && {
      kind: "event",
      id: e.id,
      title: e.title,
      description: clip(e.description),
      label: e.type,
      startsAt: e.startsAt,
      place: `${e.location} · ${e.city.name}`,
    }
  );
}

/**
 * The preview behind a shared link of the app: "/news/{id}" or "/schedule?event={id}". Used for
 * the login page a crawler lands on when it follows such a link without a session.
 */
export async function previewForPath(path: string): Promise<SharePreview | null> {
  let url: URL;
  try {
    url = new URL(path, "http://x");
  } catch {
    return null;
  }
  if (url.host !== "x") return null;
  const news = /^\/news\/([A-Za-z0-9_-]{1,80})$/.exec(url.pathname);
  if (news) return newsPreview(news[1]!);
  const event = url.searchParams.get("event");
  if (url.pathname === "/schedule" && event) return eventPreview(event);
  return null;
}
