"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useApiAction } from "@/hooks/use-api-action";
import { showServerErrors } from "@/hooks/use-form-errors";
import { UploadCancelled, usePhotoUpload } from "@/hooks/use-photo-upload";
import { ApiError, apiFetch } from "@/lib/api-client";
import { requestResolver } from "@/lib/forms/request-resolver";
import { resizeImage } from "@/lib/image-resize";
import type { AvatarUpload, EditableProfile } from "@/lib/server/services/users/profile-edit";
import { toast } from "@/lib/toast";
import { PROFILE_LIMITS } from "@/lib/validations/limits";

export const SAVED_REDIRECT_MS = 1000;

export type ProfileFields = Omit<EditableProfile, "avatarUrl">;

/** A new photo (its upload token and preview) or its removal (both null). */
type AvatarChange = { token: string | null; url: string | null };

/** The photo is over the limit even after resizing. */
class AvatarTooLarge extends Error {}

/**
 * /profile/edit's state: the fields on react-hook-form, checked on blur and on save by the
 * route's own schema (profileEditSchema), dirty against the last saved copy; the photo change
 * waiting for a save, the upload (resized here, checked for type and size, then by the server;
 * with its progress and 'Cancelar') and the save, which goes to /menu a second after
 * 'Perfil atualizado!'.
 */
export function useProfileEdit(initial: EditableProfile) {
  const t = useTranslations("profileEdit");
  const tShare = useTranslations("sharing");
  const router = useRouter();
  const { avatarUrl: initialAvatar, ...initialFields } = initial;
  const form = useForm<ProfileFields>({
    mode: "onTouched",
    defaultValues: initialFields,
    resolver: requestResolver<ProfileFields>(
      () => import("@/lib/validations/preferences").then((m) => m.profileEditSchema),
      (fields) => fields,
    ),
  });
  const fields = useWatch({ control: form.control }) as ProfileFields;
  const [avatar, setAvatar] = useState<AvatarChange | null>(null); // null = unchanged
  const [leaving, setLeaving] = useState(false);

  const dirty = avatar !== null || form.formState.isDirty;

  function set<K extends keyof ProfileFields>(key: K, value: ProfileFields[K]) {
    form.setValue(key, value as never, { shouldDirty: true });
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
    (values: ProfileFields) =>
      apiFetch<EditableProfile>("/api/me/profile", {
        method: "PUT",
        body: { ...values, ...(avatar ? { avatar: avatar.token } : {}) },
      }),
    {
      errorTitle: t("saveError"),
      fallback: t("saveErrorText"),
      // Field errors go under their fields (what was typed stays); anything else is a toast.
      onError: (e) => e instanceof ApiError && showServerErrors(form, e.fields),
      onSuccess: ({ avatarUrl: _avatarUrl, ...rest }) => {
        setLeaving(true);
        form.reset(rest);
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

  const submit = form.handleSubmit(async (values) => {
    if (dirty && !saving) await save.run(values);
  });

  return {
    form,
    fields,
    set,
    dirty,
    /** The photo to show: the new one, none when removed, else the saved one. */
    avatarUrl: avatar ? avatar.url : initialAvatar,
    removePhoto: () => setAvatar({ token: null, url: null }),
    pickPhoto,
    uploading: upload.busy,
    /** The upload's progress (0–100), or null while the photo is being resized. */
    uploadPercent: uploads.states.avatar?.percent ?? null,
    cancelUpload: uploads.cancelAll,
    saving,
    save: () => void submit(),
  };
}
