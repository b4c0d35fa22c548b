"use client";

import { CameraIcon, CheckIcon, Trash2Icon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { AVATAR_COLORS, UserAvatar } from "@/components/shell/user-avatar";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiFetch } from "@/lib/api-client";
import { toast } from "@/lib/toast";
import { cn } from "@/lib/utils";

export const SAVED_REDIRECT_MS = 1000;
const MAX_AVATAR = 5 * 1024 * 1024;
const COLORS = [
  "blue",
  "pink",
  "green",
  "purple",
  "red",
  "orange",
  "yellow",
  "cyan",
  "indigo",
  "teal",
  "lime",
  "slate",
] as const;
const MARITAL = ["solteiro", "namorando", "casado", "divorciado"] as const;

export interface EditableProfile {
  fullName: string;
  bio: string;
  avatarUrl: string | null;
  maritalStatus: (typeof MARITAL)[number] | null;
  profileColor: string;
  instagram: string;
  showMaritalStatus: boolean;
  showAge: boolean;
  showCity: boolean;
}

type Fields = Omit<EditableProfile, "avatarUrl">;

/**
 * /profile/edit: photo (checked by the server, applied on save), name ≤ 50, bio ≤ 200, marital
 * status, colour, Instagram, privacy switches. Save only when something changed; 'Perfil
 * atualizado!' then /menu after 1 s. Leaving with unsaved changes asks first — links inside the
 * app, the browser's back button, and closing or reloading the tab.
 */
export function ProfileEditForm({ initial }: { initial: EditableProfile }) {
  const t = useTranslations("profileEdit");
  const m = useTranslations("community.marital");
  const router = useRouter();
  const fileInput = useRef<HTMLInputElement>(null);
  const { avatarUrl: initialAvatar, ...initialFields } = initial;
  const [saved, setSaved] = useState<Fields>(initialFields);
  const [fields, setFields] = useState<Fields>(initialFields);
  const [avatar, setAvatar] = useState<{ token: string | null; url: string | null } | null>(null); // null = unchanged
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [leaveTo, setLeaveTo] = useState<string | null>(null);

  const dirty =
    avatar !== null || (Object.keys(fields) as (keyof Fields)[]).some((k) => fields[k] !== saved[k]);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const valid =
    fields.fullName.trim().length >= 3 && fields.fullName.length <= 50 && fields.bio.length <= 200;

  // Closing or reloading the tab.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty]);

  // Links inside the app (header, bottom navigation, menu…).
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!dirtyRef.current || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey)
        return;
      const a = (e.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!a || a.target === "_blank") return;
      const url = new URL(a.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return;
      e.preventDefault();
      e.stopPropagation();
      setLeaveTo(url.pathname + url.search);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);

  // The browser's back button: one guard entry in the history once there are unsaved changes;
  // going back pops it (same URL) and asks. The entry stays after a save (harmless: same page).
  const guarded = useRef(false);
  useEffect(() => {
    if (!dirty || guarded.current) return;
    window.history.pushState({ t26Guard: true }, "", window.location.href);
    guarded.current = true;
  }, [dirty]);
  useEffect(() => {
    const onPop = () => {
      if (!guarded.current || window.history.state?.t26Guard) return;
      guarded.current = false;
      if (dirtyRef.current) setLeaveTo("back");
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  function set<K extends keyof Fields>(key: K, value: Fields[K]) {
    setFields((f) => ({ ...f, [key]: value }));
  }

  async function pickPhoto(file: File | undefined) {
    if (!file) return;
    if (fileInput.current) fileInput.current.value = "";
    if (!file.type.startsWith("image/"))
      return void toast.error(t("fileInvalid"), { description: t("fileInvalidText") });
    if (file.size > MAX_AVATAR)
      return void toast.error(t("fileTooLarge"), { description: t("fileTooLargeText") });
    setUploading(true);
    try {
      const form = new FormData();
      form.append("file", file, file.name);
      const res = await apiFetch<{ token: string; url: string }>("/api/me/avatar", { body: form });
      setAvatar({ token: res.token, url: res.url });
      toast.success(t("photoChanged"), { description: t("photoChangedText") });
    } catch (e) {
      toast.error(t("fileInvalid"), {
        description: e instanceof ApiError ? e.message : t("fileInvalidText"),
      });
    } finally {
      setUploading(false);
    }
  }

  async function save() {
    if (!dirty || saving || !valid) return;
    setSaving(true);
    try {
      const body = { ...fields, ...(avatar ? { avatar: avatar.token } : {}) };
      const res = await apiFetch<EditableProfile>("/api/me/profile", { method: "PUT", body });
      const { avatarUrl: _a, ...rest } = res;
      setSaved(rest);
      setFields(rest);
      setAvatar(null);
      toast.success(t("saved"));
      window.setTimeout(() => {
        router.push("/menu");
        router.refresh();
      }, SAVED_REDIRECT_MS);
    } catch (e) {
      toast.error(t("saveError"), { description: e instanceof ApiError ? e.message : t("saveErrorText") });
      setSaving(false);
    }
  }

  function leave() {
    const target = leaveTo;
    setLeaveTo(null);
    setSaved(fields);
    setAvatar(null);
    dirtyRef.current = false;
    if (target === "back") window.history.back();
    else if (target) router.push(target);
  }

  function stay() {
    if (leaveTo === "back") {
      window.history.pushState({ t26Guard: true }, "", window.location.href);
      guarded.current = true;
    }
    setLeaveTo(null);
  }

  const shownAvatar = avatar ? avatar.url : initialAvatar;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-5 px-4 py-5 pb-10">
      <h1 className="text-2xl font-bold">{t("title")}</h1>
      <section className="flex flex-col items-center gap-3 rounded-2xl border bg-card p-5">
        <UserAvatar
          name={fields.fullName || "?"}
          src={shownAvatar}
          color={fields.profileColor}
          className="size-24 text-3xl"
        />
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void pickPhoto(e.target.files?.[0])}
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
          {shownAvatar && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setAvatar({ token: null, url: null })}
              data-testid="avatar-remove"
            >
              <Trash2Icon className="size-4" aria-hidden="true" /> {t("removePhoto")}
            </Button>
          )}
        </div>
      </section>
      <section className="space-y-4 rounded-2xl border bg-card p-4">
        <div className="space-y-1.5">
          <Label htmlFor="profile-name">{t("name")}</Label>
          <Input
            id="profile-name"
            value={fields.fullName}
            maxLength={50}
            onChange={(e) => set("fullName", e.target.value)}
            data-testid="profile-name"
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="profile-bio">{t("bio")}</Label>
          <Textarea
            id="profile-bio"
            value={fields.bio}
            rows={3}
            maxLength={200}
            placeholder={t("bioPlaceholder")}
            onChange={(e) => set("bio", e.target.value)}
            data-testid="profile-bio"
          />
          <p className="text-right text-xs text-muted-foreground" data-testid="profile-bio-counter">
            {t("bioCounter", { count: fields.bio.length })}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="profile-instagram">{t("instagram")}</Label>
          <Input
            id="profile-instagram"
            value={fields.instagram}
            maxLength={31}
            placeholder="@"
            onChange={(e) => set("instagram", e.target.value)}
            data-testid="profile-instagram"
          />
          <p className="text-xs text-muted-foreground">{t("instagramHint")}</p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="profile-marital">{t("marital")}</Label>
          <NativeSelect
            id="profile-marital"
            value={fields.maritalStatus ?? ""}
            onChange={(e) => set("maritalStatus", (e.target.value || null) as Fields["maritalStatus"])}
            data-testid="profile-marital"
          >
            <option value="">{t("maritalNone")}</option>
            {MARITAL.map((s) => (
              <option key={s} value={s}>
                {m(s)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t("color")}</legend>
          <div className="grid grid-cols-6 gap-2">
            {COLORS.map((c) => (
              <button
                key={c}
                type="button"
                onClick={() => set("profileColor", c)}
                aria-label={t(`colors.${c}`)}
                aria-pressed={fields.profileColor === c}
                data-testid={`profile-color-${c}`}
                className={cn(
                  "flex aspect-square items-center justify-center rounded-full text-white ring-offset-2 transition",
                  AVATAR_COLORS[c],
                  fields.profileColor === c && "ring-2 ring-foreground",
                )}
              >
                {fields.profileColor === c && <CheckIcon className="size-4" aria-hidden="true" />}
              </button>
            ))}
          </div>
        </fieldset>
      </section>
      <section className="rounded-2xl border bg-card">
        <h2 className="border-b px-4 py-3 font-semibold">{t("privacy")}</h2>
        <ul className="divide-y">
          {(["showMaritalStatus", "showAge", "showCity"] as const).map((k) => (
            <li key={k} className="flex items-center justify-between px-4 py-3">
              <Label htmlFor={`profile-${k}`} className="font-normal">
                {t(k)}
              </Label>
              <Switch
                id={`profile-${k}`}
                checked={fields[k]}
                onCheckedChange={(v) => set(k, v)}
                data-testid={`profile-${k}`}
              />
            </li>
          ))}
        </ul>
      </section>
      <Button
        size="lg"
        className="w-full"
        onClick={save}
        disabled={!dirty || saving || !valid || uploading}
        data-testid="profile-save"
      >
        {saving ? t("saving") : t("save")}
      </Button>

      <AlertDialog open={leaveTo !== null} onOpenChange={(open) => !open && stay()}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{t("leaveTitle")}</AlertDialogTitle>
            <AlertDialogDescription>{t("leaveText")}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel data-testid="leave-stay">{t("stay")}</AlertDialogCancel>
            <AlertDialogAction
              onClick={leave}
              className="bg-destructive text-white hover:bg-destructive/90"
              data-testid="leave-confirm"
            >
              {t("leave")}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
