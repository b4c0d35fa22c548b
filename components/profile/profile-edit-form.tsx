"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useProfileEdit } from "@/hooks/use-profile-edit";
import { useUnsavedChanges } from "@/hooks/use-unsaved-changes";
import type { EditableProfile } from "@/lib/server/services/users/profile-edit";
import { lazyOverlay } from "@/components/ui/lazy-load";
import { ProfileFields } from "./profile-fields";
import { ProfilePhoto } from "./profile-photo";
import { ProfilePrivacy } from "./profile-privacy";
import { PageHeader } from "@/components/shell/page-header";

// Loaded when first needed (components/ui/lazy-overlay.tsx).
const LeaveDialog = lazyOverlay(() => import("./leave-dialog").then((m) => m.LeaveDialog));

/**
 * /profile/edit: photo (checked by the server, applied on save), name ≤ 50, bio ≤ 200, marital
 * status, colour, Instagram, privacy switches. Save only when something changed; 'Perfil
 * atualizado!' then /menu after 1 s. Leaving with unsaved changes asks first — links inside the
 * app, the browser's back button, and closing or reloading the tab.
 */
export function ProfileEditForm({ initial }: { initial: EditableProfile }) {
  const t = useTranslations("profileEdit");
  const profile = useProfileEdit(initial);
  const guard = useUnsavedChanges(profile.dirty);
  // Changes not saved yet: a leave may ask, so the question's code is fetched now.
  useEffect(() => {
    if (profile.dirty) LeaveDialog.preload();
  }, [profile.dirty]);
  const { fields, set } = profile;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5 pb-10">
      <PageHeader title={t("title")} />
      <ProfilePhoto
        name={fields.fullName}
        color={fields.profileColor}
        src={profile.avatarUrl}
        uploading={profile.uploading}
        uploadPercent={profile.uploadPercent}
        onCancelUpload={profile.cancelUpload}
        onPick={profile.pickPhoto}
        onRemove={profile.removePhoto}
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          profile.save();
        }}
        className="space-y-5"
        data-testid="profile-form"
      >
        <ProfileFields form={profile.form} fields={fields} set={set} />
        <ProfilePrivacy fields={fields} set={set} />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!profile.dirty || profile.saving || profile.uploading}
          data-testid="profile-save"
        >
          {profile.saving ? t("saving") : t("save")}
        </Button>
      </form>
      <LeaveDialog
        active={guard.leaveTo !== null}
        onLoadError={guard.stay}
        open={guard.leaveTo !== null}
        onLeave={guard.leave}
        onStay={guard.stay}
      />
    </div>
  );
}
