"use client";

import { CameraIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { UserAvatar } from "@/components/shell/user-avatar";
import { Button } from "@/components/ui/button";

export interface ProfilePhotoProps {
  name: string;
  color: string;
  src: string | null;
  uploading: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** The avatar with 'Alterar foto' (a hidden file input) and 'Remover'. */
export function ProfilePhoto({ name, color, src, uploading, onPick, onRemove }: ProfilePhotoProps) {
  const t = useTranslations("profileEdit");
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
