"use client";

import { AppLink } from "@/components/ui/app-link";
import { useState } from "react";
import { useNow } from "@/hooks/use-now";
import type { AppLocale } from "@/lib/i18n/config";
import { relativeTime } from "@/lib/relative-time";
import type { ProfileView } from "@/lib/server/services/community/profile";
import type { ProfileLabels } from "./profile-labels";

// A profile's posts and participations (./profile-frame.tsx, drawn on the server), in the browser:
// the posts' 'Ver mais' and the relative times, which follow the clock.

/** 'Últimas Publicações': two, then all with 'Ver mais'; their relative times follow the clock. */
export function ProfilePosts({
  posts: all,
  locale,
  labels,
  moreClass,
}: {
  posts: ProfileView["posts"];
  locale: AppLocale;
  labels: Pick<ProfileLabels, "latestPosts" | "noPosts" | "seeLess" | "seeMore">;
  /** Button's ghost/sm classes (./community-looks.ts). */
  moreClass: string;
}) {
  const [allPosts, setAllPosts] = useState(false);
  const nowMs = useNow();
  const posts = allPosts ? all : all.slice(0, 2);
  return (
    <section className="rounded-2xl border bg-card p-4">
      <h2 className="mb-3 font-bold">{labels.latestPosts}</h2>
      {all.length === 0 ? (
        <p className="text-sm text-muted-foreground">{labels.noPosts}</p>
      ) : (
        <ul className="space-y-3" data-testid="profile-posts">
          {posts.map((p) => (
            <li key={p.id}>
              <AppLink
                href={`/community/post/${p.id}`}
                className="flex gap-3 rounded-xl p-2 hover:bg-muted/60"
              >
                {p.image && (
                  // eslint-disable-next-line @next/next/no-img-element -- a stored URL on any host (uploads, seeds); next/image would need each host in remotePatterns
                  <img src={p.image} alt="" className="size-16 shrink-0 rounded-lg object-cover" />
                )}
                <div className="min-w-0">
                  <p className="line-clamp-2 text-sm">{p.content}</p>
                  {/* Relative time: the server's clock and the phone's may disagree (React error #418). */}
                  <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>
                    {p.topic} · {relativeTime(p.createdAt, locale, nowMs)} · ♥ {p.likes} · 💬 {p.comments}
                  </p>
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      {all.length > 2 && (
        // Button's markup (ghost, sm), its classes merged by the server.
        <button
          data-slot="button"
          data-variant="ghost"
          data-size="sm"
          className={moreClass}
          onClick={() => setAllPosts((v) => !v)}
          data-testid="profile-more"
        >
          {allPosts ? labels.seeLess : labels.seeMore}
        </button>
      )}
    </section>
  );
}

/** 'Participações recentes': the comments, their relative times following the clock. */
export function ProfileParticipations({
  participations,
  locale,
  labels,
}: {
  participations: ProfileView["participations"];
  locale: AppLocale;
  labels: Pick<ProfileLabels, "recent" | "noParticipations" | "commentedOn">;
}) {
  const nowMs = useNow();
  return (
    <section className="rounded-2xl border bg-card p-4">
      <h2 className="mb-3 font-bold">{labels.recent}</h2>
      {participations.length === 0 ? (
        <p className="text-sm text-muted-foreground">{labels.noParticipations}</p>
      ) : (
        <ul className="space-y-2">
          {participations.map((c) => (
            <li key={c.id}>
              <AppLink
                href={`/community/post/${c.postId}`}
                className="block rounded-xl p-2 text-sm hover:bg-muted/60"
              >
                <span className="text-muted-foreground">{labels.commentedOn}</span>{" "}
                <span className="font-medium">{c.postTitle}</span>
                <span className="mt-1 line-clamp-2 block">“{c.content}”</span>
                <span className="text-xs text-muted-foreground" suppressHydrationWarning>
                  {relativeTime(c.createdAt, locale, nowMs)}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
