"use client";

import { CameraIcon } from "@/components/icons/svg/camera";
import { Trash2Icon } from "@/components/icons/svg/trash";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";

export interface ProfilePhotoProps {
  name: string;
  color: string;
  src: string | null;
  uploading: boolean;
  /** The upload's progress (0–100) while uploading, or null while the photo is being resized. */
  uploadPercent: number | null;
  onCancelUpload: () => void;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The avatar with 'Alterar foto' (a hidden file input) and 'Remover'; while uploading, its progress and 'Cancelar'. */
export function ProfilePhoto({
  name,
  color,
  src,
  uploading,
  uploadPercent,
  onCancelUpload,
  onPick,
  onRemove,
}: ProfilePhotoProps) {
  const t = useTranslations("profileEdit");
  const tShare = useTranslations("sharing");
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5">
      <UserAvatar name={name || "?"} src={src} color={color} className="size-24 text-3xl" />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Choosing the same file again must fire another change.
          e.target.value = "";
          if (file) onPick(file);
        }}
        data-testid="avatar-input"
      />
      {uploading && (
        <div className="w-full max-w-56 space-y-1.5" data-testid="avatar-upload">
          <div className="flex items-center justify-between text-xs text-muted-foreground">
            <span data-testid="avatar-progress">
              {uploadPercent === null
                ? tShare("preparingPhoto")
                : tShare("sendingPercent", { percent: uploadPercent })}
            </span>
            {/* Resizing takes a moment and cannot be stopped: the upload that follows can. */}
            {uploadPercent !== null && (
              <button
                type="button"
                onClick={onCancelUpload}
                className="font-medium text-destructive hover:underline"
                data-testid="avatar-cancel"
              >
                {tShare("cancelUpload")}
              </button>
            )}
          </div>
          <div
            className="h-1.5 overflow-hidden rounded-full bg-muted"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={uploadPercent ?? 0}
            aria-label={tShare("photoProgress")}
          >
            <div
              className="h-full rounded-full bg-primary transition-[width]"
              style={{ width: `${uploadPercent ?? 0}%` }}
            />
          </div>
        </div>
      )}
      <div className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => fileInput.current?.click()}
          disabled={uploading}
          data-testid="avatar-change"
        >
          <CameraIcon className="size-4" aria-hidden="true" /> {t("changePhoto")}
        </Button>
        {src && (
          <Button variant="ghost" size="sm" onClick={onRemove} data-testid="avatar-remove">
            <Trash2Icon className="size-4" aria-hidden="true" /> {t("removePhoto")}
          </Button>
        )}
      </div>
    </section>
  );
}
