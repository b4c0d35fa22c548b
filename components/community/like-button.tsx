"use client";

import { HeartIcon } from "@/components/icons/svg/heart";
import { useState } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { LikeState } from "@/lib/server/services/community/likes";

/** The like button's texts ("community" namespace), from ./like-labels.ts (server). */
export interface LikeLabels {
  like: string;
  unlike: string;
  retryLater: string;
}

/**
 * A like toggle on the server: the button sets the wanted state (PUT {liked}), shows it at once and
 * takes the server's count; a failure puts it back. `onChange` lets a parent react (toasts).
 */
export function LikeButton({
  url,
  liked: initialLiked,
  count: initialCount,
  testId = "like",
  onChange,
  labels,
}: {
  url: string;
  liked: boolean;
  count: number;
  testId?: string;
  onChange?: (liked: boolean) => void;
  labels: LikeLabels;
}) {
  const [state, setState] = useState({ liked: initialLiked, count: initialCount });
  const { run: setLike, busy } = useApiAction(
    async (wanted: boolean, before: LikeState) => {
      setState({ liked: wanted, count: before.count + (wanted ? 1 : -1) });
      try {
        return await apiFetch<LikeState>(url, { method: "PUT", body: { liked: wanted } });
      } catch (err) {
        setState(before);
        throw err;
      }
    },
    {
      fallback: labels.retryLater,
      onSuccess: (res) => {
        setState(res);
        onChange?.(res.liked);
      },
    },
  );

  function toggle(e: React.MouseEvent) {
    e.stopPropagation();
    if (busy) return;
    void setLike(!state.liked, state);
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={state.liked}
      data-testid={testId}
      data-liked={state.liked ? "true" : "false"}
      // Joined, not merged (cn): nothing conflicts (app/first-load-news.test.ts).
      className={`inline-flex min-h-6 items-center gap-1.5 rounded-full px-2 py-1 text-sm font-medium transition hover:bg-muted ${state.liked ? "text-pink-600 dark:text-pink-400" : "text-muted-foreground"}`}
    >
      <HeartIcon className={state.liked ? "size-5 fill-current" : "size-5"} aria-hidden="true" />
      {/* The name holds the visible count too (WCAG 2.5.3): "Curtir 3", not "Curtir". */}
      <span className="sr-only">{state.liked ? labels.unlike : labels.like}</span>
      <span data-testid={`${testId}-count`}>{state.count}</span>
    </button>
  );
}
