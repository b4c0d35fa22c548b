"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useApiAction } from "@/hooks/use-api-action";
import { UploadCancelled, usePhotoUpload } from "@/hooks/use-photo-upload";
import { apiFetch } from "@/lib/api-client";
import { resizeImage } from "@/lib/image-resize";
import type { AvatarUpload, EditableProfile } from "@/lib/server/services/users/profile-edit";
import { toast } from "@/lib/toast";
import { PROFILE_LIMITS } from "@/lib/validations/preferences";

export const SAVED_REDIRECT_MS = 1000;

export type ProfileFields = Omit<EditableProfile, "avatarUrl">;

/** A new photo (its upload token and preview) or its removal (both null). */
type AvatarChange = { token: string | null; url: string | null };

/** The photo is over the limit even after resizing. */
class AvatarTooLarge extends Error {}

/**
 * /profile/edit's state: the fields against the last saved copy, the photo change waiting for
 * a save, the upload (resized here, checked for type and size, then by the server; with its
 * progress and 'Cancelar') and the save, which
 * goes to /menu a second after 'Perfil atualizado!'.
 */
export function useProfileEdit(initial: EditableProfile) {
  const t = useTranslations("profileEdit");
  const tShare = useTranslations("sharing");
  const router = useRouter();
  const { avatarUrl: initialAvatar, ...initialFields } = initial;
  const [saved, setSaved] = useState<ProfileFields>(initialFields);
  const [fields, setFields] = useState<ProfileFields>(initialFields);
  const [avatar, setAvatar] = useState<AvatarChange | null>(null); // null = unchanged
  const [leaving, setLeaving] = useState(false);

  const dirty =
    avatar !== null || (Object.keys(fields) as (keyof ProfileFields)[]).some((k) => fields[k] !== saved[k]);
  const valid =
    fields.fullName.trim().length >= PROFILE_LIMITS.nameMin &&
    fields.fullName.length <= PROFILE_LIMITS.nameMax &&
    fields.bio.length <= PROFILE_LIMITS.bioMax;

  function set<K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) {
    setFields((f) => ({ ...f, [key]: value }));
  }

  const uploads = usePhotoUpload();
  const upload = useApiAction(
    async (picked: File) => {
      const file = await resizeImage(picked);
      if (file.size > PROFILE_LIMITS.avatarBytes) throw new AvatarTooLarge();
      const [stored] = await uploads.uploadAll<AvatarUpload>("/api/me/avatar", [{ id: "avatar", file }]);
      return stored!.result;
    },
    {
      errorTitle: t("fileInvalid"),
      fallback: t("fileInvalidText"),
      onSuccess: (res) => {
        uploads.reset();
        setAvatar({ token: res.token, url: res.url });
        toast.success(t("photoChanged"), { description: t("photoChangedText") });
      },
      onError: (error) => {
        uploads.reset();
        if (error instanceof AvatarTooLarge)
          toast.error(t("fileTooLarge"), { description: t("fileTooLargeText") });
        else if (error instanceof UploadCancelled)
          toast.info(tShare("uploadCancelled"), { description: tShare("uploadCancelledText") });
        else return false;
        return true;
      },
    },
  );

  function pickPhoto(file: File) {
    if (!file.type.startsWith("image/"))
      return void toast.error(t("fileInvalid"), { description: t("fileInvalidText") });
    void upload.run(file);
  }

  const save = useApiAction(
    () =>
      apiFetch<EditableProfile>("/api/me/profile", {
        method: "PUT",
        body: { ...fields, ...(avatar ? { avatar: avatar.token } : {}) },
      }),
    {
      errorTitle: t("saveError"),
      fallback: t("saveErrorText"),
      onSuccess: ({ avatarUrl: _avatarUrl, ...rest }) => {
        setLeaving(true);
        setSaved(rest);
        setFields(rest);
        setAvatar(null);
        toast.success(t("saved"));
        window.setTimeout(() => {
          router.push("/menu");
          router.refresh();
        }, SAVED_REDIRECT_MS);
      },
    },
  );
  const saving = save.busy || leaving;

  return {
    fields,
    set,
    dirty,
    valid,
    /** The photo to show: the new one, none when removed, else the saved one. */
    avatarUrl: avatar ? avatar.url : initialAvatar,
    removePhoto: () => setAvatar({ token: null, url: null }),
    pickPhoto,
    uploading: upload.busy,
    /** The upload's progress (0–100), or null while the photo is being resized. */
    uploadPercent: uploads.states.avatar?.percent ?? null,
    cancelUpload: uploads.cancelAll,
    saving,
    save: () => {
      if (dirty && !saving && valid) void save.run();
    },
  };
}
