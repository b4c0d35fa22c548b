"use client";

import { ArrowLeftIcon, ArrowRightIcon, ImagePlusIcon, InfoIcon, XIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { StoredPostImage } from "@/lib/server/services/community/uploads";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { MAX_POST_IMAGES, MAX_UPLOAD_BYTES, POST_MAX_CHARS } from "@/lib/validations/community";

interface Photo {
  id: string;
  file: File;
  url: string;
}

/**
 * /community/new-post: up to 10 photos (thumbnails in 3 columns, numbered, removable, reordered
 * by drag and drop or the arrow buttons/keys), text with the remaining-character counter, and
 * 'Publicar': each photo is uploaded (checked and re-encoded by the server), then the post.
 */
export function NewPostForm({
  topics,
  initialTopic,
}: {
  topics: { id: string; name: string }[];
  initialTopic: string | null;
}) {
  const t = useTranslations("community");
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [topic, setTopic] = useState(initialTopic ?? "");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [text, setText] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // Stays true after a success: the form is leaving for the feed and must not publish twice.
  const [published, setPublished] = useState(false);

  // The previews still shown when the form goes away are revoked then (the ref sees the latest list).
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(() => () => shown.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  function add(files: FileList | null) {
    if (!files) return;
    const chosen = Array.from(files);
    const images = chosen.filter((f) => f.type.startsWith("image/"));
    if (images.length < chosen.length) toast.error(t("fileInvalid"), { description: t("fileInvalidText") });
    const small = images.filter((f) => f.size <= MAX_UPLOAD_BYTES);
    if (small.length < images.length) toast.error(t("fileTooLarge"), { description: t("fileTooLargeText") });
    const room = MAX_POST_IMAGES - photos.length;
    if (small.length > room) toast.error(t("photoLimit"));
    const added = small
      .slice(0, Math.max(0, room))
      .map((file) => ({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file) }));
    setPhotos((list) => [...list, ...added]);
    if (input.current) input.current.value = "";
  }

  function remove(index: number) {
    setPhotos((list) => {
      URL.revokeObjectURL(list[index]!.url);
      return list.filter((_, i) => i !== index);
    });
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= photos.length || from === to) return;
    setPhotos((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      return next;
    });
  }

  const remaining = POST_MAX_CHARS - text.length;

  const { run: publishPost, busy } = useApiAction(
    async (post: { topicId: string; content: string; photos: Photo[] }) => {
      const tokens: string[] = [];
      setProgress({ done: 0, total: post.photos.length });
      for (const [i, photo] of post.photos.entries()) {
        const form = new FormData();
        form.append("file", photo.file, photo.file.name);
        const res = await apiFetch<StoredPostImage>("/api/community/uploads", { body: form });
        tokens.push(res.token);
        setProgress({ done: i + 1, total: post.photos.length });
      }
      await apiFetch("/api/community/posts", {
        body: { topicId: post.topicId, content: post.content, images: tokens },
      });
      return post.topicId;
    },
    {
      fallback: t("retryLater"),
      errorTitle: t("publishError"),
      onSuccess: (topicId) => {
        setPublished(true);
        toast.success(t("published"), { description: t("publishedText") });
        router.push(`/community/feed?topic=${topicId}`);
        router.refresh();
      },
      onError: () => setProgress(null),
    },
  );
  const publishing = busy || published;
  const ready = topic !== "" && text.trim().length > 0 && remaining >= 0 && !publishing;

  function publish() {
    if (ready) void publishPost({ topicId: topic, content: text, photos });
  }

  return (
    <div className="space-y-5">
      <PageHeader title={t("newPost")} description={t("newPostSubtitle")} />
      <div className="space-y-1.5">
        <Label htmlFor="new-post-topic">{t("topicLabel")}</Label>
        <NativeSelect
          id="new-post-topic"
          value={topic}
          onChange={(e) => setTopic(e.target.value)}
          data-testid="new-post-topic"
        >
          <option value="" disabled>
            —
          </option>
          {topics.map((tp) => (
            <option key={tp.id} value={tp.id}>
              {tp.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <section className="space-y-3 rounded-2xl border bg-card p-4">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold" data-testid="photo-count">
            {t("photos", { count: photos.length })}
          </h2>
          {photos.length > 1 && <p className="text-xs text-muted-foreground">{t("dragHint")}</p>}
        </div>
        <input
          ref={input}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(e) => add(e.target.files)}
          data-testid="photo-input"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button
          type="button"
          variant="outline"
          className="w-full"
          onClick={() => input.current?.click()}
          disabled={photos.length >= MAX_POST_IMAGES || publishing}
          data-testid="photo-pick"
        >
          <ImagePlusIcon className="size-5" aria-hidden="true" /> {t("pickPhotos")}
        </Button>
        {photos.length >= MAX_POST_IMAGES && (
          <p className="text-center text-sm text-muted-foreground">{t("photoLimit")}</p>
        )}
        {photos.length > 0 && (
          <ol className="grid grid-cols-3 gap-2" data-testid="photo-grid">
            {photos.map((p, i) => (
              <li
                key={p.id}
                draggable={!publishing}
                onDragStart={() => setDragging(i)}
                onDragOver={(e) => e.preventDefault()}
                onDrop={() => {
                  if (dragging !== null) move(dragging, i);
                  setDragging(null);
                }}
                onDragEnd={() => setDragging(null)}
                tabIndex={0}
                onKeyDown={(e) => {
                  if (e.key === "ArrowLeft") move(i, i - 1);
                  if (e.key === "ArrowRight") move(i, i + 1);
                  if (e.key === "Delete" || e.key === "Backspace") remove(i);
                }}
                className={cn(
                  "group relative aspect-square overflow-hidden rounded-xl bg-muted outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  dragging === i && "opacity-50",
                )}
                data-testid="photo-thumb"
                data-name={p.file.name}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview of the picked photo, which next/image cannot load */}
                <img src={p.url} alt="" className="size-full object-cover" />
                <span className="absolute top-1 left-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-xs font-bold text-white">
                  {i + 1}
                </span>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t("removePhoto", { n: i + 1 })}
                  className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                  data-testid="photo-remove"
                >
                  <XIcon className="size-3.5" aria-hidden="true" />
                </button>
                <div className="absolute inset-x-1 bottom-1 flex justify-between">
                  <button
                    type="button"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={t("moveLeft", { n: i + 1 })}
                    className="flex size-6 items-center justify-center rounded-full bg-black/60 text-white disabled:invisible"
                    data-testid="photo-left"
                  >
                    <ArrowLeftIcon className="size-3.5" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(i, i + 1)}
                    disabled={i === photos.length - 1}
                    aria-label={t("moveRight", { n: i + 1 })}
                    className="flex size-6 items-center justify-center rounded-full bg-black/60 text-white disabled:invisible"
                    data-testid="photo-right"
                  >
                    <ArrowRightIcon className="size-3.5" aria-hidden="true" />
                  </button>
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
      <div className="space-y-1.5">
        <Textarea
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("textPlaceholder")}
          aria-label={t("textPlaceholder")}
          rows={5}
          data-testid="new-post-text"
        />
        <p
          className={cn(
            "text-right text-xs",
            remaining < 0 ? "font-semibold text-destructive" : "text-muted-foreground",
          )}
          data-testid="new-post-remaining"
        >
          {t("remaining", { count: remaining })}
        </p>
      </div>
      <p className="flex gap-2 rounded-xl bg-muted/60 p-3 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {t("visibility")}
      </p>
      <Button size="lg" className="w-full" onClick={publish} disabled={!ready} data-testid="new-post-publish">
        {publishing
          ? progress && progress.total > 0 && progress.done < progress.total
            ? t("uploading", progress)
            : t("publishing")
          : t("publish")}
      </Button>
    </div>
  );
}
