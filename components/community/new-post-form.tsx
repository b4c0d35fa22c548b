"use client";

import { ArrowLeftIcon } from "@/components/icons/svg/arrow-left";
import { ArrowRightIcon } from "@/components/icons/svg/arrow-right";
import { CheckIcon } from "@/components/icons/svg/check";
import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { ImagePlusIcon } from "@/components/icons/svg/image-plus";
import { InfoIcon } from "@/components/icons/svg/info";
import { LoaderIcon } from "@/components/icons/svg/loader";
import { XIcon } from "@/components/icons/svg/x";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { UploadCancelled, usePhotoUpload, type UploadState } from "@/hooks/use-photo-upload";
import { apiFetch } from "@/lib/api-client";
import { fillIn } from "@/lib/i18n/fill-in";
import { resizeImage } from "@/lib/image-resize";
import type { StoredPostImage } from "@/lib/server/services/community/uploads";
import { toast } from "@/lib/toast";
import type { NewPostLabels } from "./community-labels";

interface Photo {
  id: string;
  /** The picked file, then the resized one once `ready`. */
  file: File;
  url: string;
  ready: boolean;
}

/**
 * /community/new-post: up to 10 photos (thumbnails in 3 columns, numbered, removable, reordered
 * by drag and drop or the arrow buttons/keys), text with the remaining-character counter, and
 * 'Publicar': each photo is uploaded (checked and re-encoded by the server), then the post.
 * Photos are resized in the browser as they are picked (lib/image-resize.ts), so the size limit
 * applies to what is sent; each upload shows its progress and can be cancelled.
 */
export function NewPostForm({
  topics,
  initialTopic,
  labels,
  header,
}: {
  topics: { id: string; name: string }[];
  initialTopic: string | null;
  /** The texts, the classes (merged by the server: no Button, Label, Textarea or `cn` here) and the limits. */
  labels: NewPostLabels;
  /** The page's title, drawn by the server page (PageHeader). */
  header: React.ReactNode;
}) {
  const { looks, limits } = labels;
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [topic, setTopic] = useState(initialTopic ?? "");
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [text, setText] = useState("");
  const [dragging, setDragging] = useState<number | null>(null);
  const uploads = usePhotoUpload();
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
    if (images.length < chosen.length)
      toast.error(labels.fileInvalid, { description: labels.fileInvalidText });
    const room = limits.images - photos.length;
    if (images.length > room) toast.error(labels.photoLimit);
    const added = images
      .slice(0, Math.max(0, room))
      .map((file) => ({ id: crypto.randomUUID(), file, url: URL.createObjectURL(file), ready: false }));
    setPhotos((list) => [...list, ...added]);
    if (input.current) input.current.value = "";
    void prepare(added);
  }

  /**
   * Resize the new photos, each shown ready as soon as it is done; one still over the limit
   * afterwards is taken out, with the limit's toast once for the batch.
   */
  async function prepare(added: Photo[]) {
    const results = await Promise.all(
      added.map(async (photo) => {
        const file = await resizeImage(photo.file);
        const tooLarge = file.size > limits.uploadBytes;
        setPhotos((list) =>
          list.flatMap((p) => {
            if (p.id !== photo.id) return [p];
            if (tooLarge) URL.revokeObjectURL(p.url);
            return tooLarge ? [] : [{ ...p, file, ready: true }];
          }),
        );
        return tooLarge;
      }),
    );
    if (results.some(Boolean)) toast.error(labels.fileTooLarge, { description: labels.fileTooLargeText });
  }

  /** While publishing: this photo's upload stops and the post goes without it. */
  function cancelPhoto(id: string) {
    uploads.cancel(id);
    setPhotos((list) => {
      const gone = list.find((p) => p.id === id);
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((p) => p.id !== id);
    });
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

  const remaining = limits.chars - text.length;

  const { run: publishPost, busy } = useApiAction(
    async (post: { topicId: string; content: string; photos: Photo[] }) => {
      const stored = await uploads.uploadAll<StoredPostImage>("/api/community/uploads", post.photos);
      await apiFetch("/api/community/posts", {
        body: { topicId: post.topicId, content: post.content, images: stored.map((s) => s.result.token) },
      });
      return post.topicId;
    },
    {
      fallback: labels.retryLater,
      errorTitle: labels.publishError,
      onSuccess: (topicId) => {
        setPublished(true);
        toast.success(labels.published, { description: labels.publishedText });
        router.push(`/community/feed?topic=${topicId}`);
        router.refresh();
      },
      onError: (error) => {
        uploads.reset();
        if (!(error instanceof UploadCancelled)) return;
        toast.info(labels.uploadCancelled, { description: labels.uploadCancelledText });
        return true;
      },
    },
  );
  const publishing = busy || published;
  const preparing = photos.some((p) => !p.ready);
  const ready = topic !== "" && text.trim().length > 0 && remaining >= 0 && !publishing && !preparing;
  const states = Object.values(uploads.states);
  const sent = states.filter((u) => u.phase === "done").length;
  const uploading = publishing && states.length > 0 && sent < states.length;

  function publish() {
    if (ready) void publishPost({ topicId: topic, content: text, photos });
  }

  return (
    <div className="space-y-5">
      {header}
      <div className="space-y-1.5">
        {/* Label's and NativeSelect's markup, their classes merged by the server (./community-looks.ts). */}
        <label
          data-slot="label"
          className={looks.label}
          htmlFor="new-post-topic"
          onMouseDown={(event) => {
            // Label's: a double click does not select the text.
            if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
          }}
        >
          {labels.topicLabel}
        </label>
        <div className="relative" data-slot="native-select-wrapper">
          <select
            data-slot="native-select"
            className={looks.select}
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
          </select>
          <ChevronDownIcon
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
        </div>
      </div>
      <section className="space-y-3 rounded-2xl border bg-card p-4">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold" data-testid="photo-count">
            {fillIn(labels.photos, { count: String(photos.length) })}
          </h2>
          {photos.length > 1 && <p className="text-xs text-muted-foreground">{labels.dragHint}</p>}
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
        <button
          data-slot="button"
          data-variant="outline"
          data-size="default"
          className={looks.pick}
          type="button"
          onClick={() => input.current?.click()}
          disabled={photos.length >= limits.images || publishing}
          data-testid="photo-pick"
        >
          <ImagePlusIcon className="size-5" aria-hidden="true" /> {labels.pickPhotos}
        </button>
        {photos.length >= limits.images && (
          <p className="text-center text-sm text-muted-foreground">{labels.photoLimit}</p>
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
                className={dragging === i ? looks.thumb.dragging : looks.thumb.idle}
                data-testid="photo-thumb"
                data-name={p.file.name}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a local blob: preview of the picked photo, which next/image cannot load */}
                <img src={p.url} alt="" className="size-full object-cover" />
                <PhotoOverlay ready={p.ready} upload={uploads.states[p.id]} labels={labels} />
                <span className="absolute top-1 left-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-xs font-bold text-white">
                  {i + 1}
                </span>
                {publishing ? (
                  uploads.states[p.id]?.phase !== "done" && (
                    <button
                      type="button"
                      onClick={() => cancelPhoto(p.id)}
                      aria-label={fillIn(labels.cancelPhoto, { n: String(i + 1) })}
                      className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-red-600 text-white hover:bg-red-700"
                      data-testid="photo-cancel"
                    >
                      <XIcon className="size-3.5" aria-hidden="true" />
                    </button>
                  )
                ) : (
                  <button
                    type="button"
                    onClick={() => remove(i)}
                    aria-label={fillIn(labels.removePhoto, { n: String(i + 1) })}
                    className="absolute top-1 right-1 flex size-6 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80"
                    data-testid="photo-remove"
                  >
                    <XIcon className="size-3.5" aria-hidden="true" />
                  </button>
                )}
                <div className={publishing ? looks.moves.hidden : looks.moves.shown}>
                  <button
                    type="button"
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={fillIn(labels.moveLeft, { n: String(i + 1) })}
                    className="flex size-6 items-center justify-center rounded-full bg-black/60 text-white disabled:invisible"
                    data-testid="photo-left"
                  >
                    <ArrowLeftIcon className="size-3.5" aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    onClick={() => move(i, i + 1)}
                    disabled={i === photos.length - 1}
                    aria-label={fillIn(labels.moveRight, { n: String(i + 1) })}
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
        <textarea
          data-slot="textarea"
          className={looks.textarea}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={labels.textPlaceholder}
          aria-label={labels.textPlaceholder}
          rows={5}
          data-testid="new-post-text"
        />
        <p
          className={remaining < 0 ? looks.remaining.over : looks.remaining.ok}
          data-testid="new-post-remaining"
        >
          {fillIn(labels.remaining, { count: String(remaining) })}
        </p>
      </div>
      <p className="flex gap-2 rounded-xl bg-muted/60 p-3 text-sm text-muted-foreground">
        <InfoIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" /> {labels.visibility}
      </p>
      <button
        data-slot="button"
        data-variant="default"
        data-size="lg"
        className={looks.publish}
        onClick={publish}
        disabled={!ready}
        data-testid="new-post-publish"
      >
        {publishing
          ? uploading
            ? fillIn(labels.uploading, { done: String(sent), total: String(states.length) })
            : labels.publishing
          : preparing
            ? labels.preparingPhotos
            : labels.publish}
      </button>
      {uploading && (
        <button
          data-slot="button"
          data-variant="outline"
          data-size="default"
          className={looks.cancel}
          onClick={uploads.cancelAll}
          data-testid="new-post-cancel"
        >
          {labels.cancelUpload}
        </button>
      )}
    </div>
  );
}

/** On a thumbnail: a spinner while the photo is resized, then its upload's progress or a tick. */
function PhotoOverlay({
  ready,
  upload,
  labels,
}: {
  ready: boolean;
  upload?: UploadState;
  labels: Pick<NewPostLabels, "preparingPhotos" | "photoSent" | "photoWaiting" | "photoProgress">;
}) {
  if (!ready)
    return (
      <span
        className="absolute inset-0 flex items-center justify-center bg-black/40 text-white"
        data-testid="photo-preparing"
      >
        <LoaderIcon className="size-6 animate-spin" aria-hidden="true" />
        <span className="sr-only">{labels.preparingPhotos}</span>
      </span>
    );
  if (!upload) return null;
  if (upload.phase === "done")
    return (
      <span
        className="absolute inset-0 flex items-center justify-center bg-black/30 text-white"
        data-testid="photo-uploaded"
      >
        <CheckIcon className="size-7" aria-label={labels.photoSent} />
      </span>
    );
  return (
    <span className="absolute inset-0 flex flex-col justify-end bg-black/40 p-1.5 text-white">
      <span className="mb-1 text-center text-xs font-semibold" data-testid="photo-progress">
        {upload.phase === "waiting" ? labels.photoWaiting : `${upload.percent}%`}
      </span>
      <span
        className="h-1.5 overflow-hidden rounded-full bg-white/30"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={upload.percent}
        aria-label={labels.photoProgress}
      >
        <span className="block h-full rounded-full bg-white" style={{ width: `${upload.percent}%` }} />
      </span>
    </span>
  );
}
