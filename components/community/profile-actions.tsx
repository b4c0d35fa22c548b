"use client";

import { useState } from "react";
import { lazyUi } from "@/components/ui/lazy-ui";
import { useApiAction } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import type { ContactRequested, ProfileView } from "@/lib/server/services/community/profile";
import { toast } from "@/lib/toast";
import { LikeButton } from "./like-button";
import type { ProfileLabels } from "./profile-labels";

// What another's profile (./profile-view.tsx, drawn on the server) does in the browser: the like
// with its toast, and the contact requests with their question. /my-profile has neither.

// The question loads on its first opening (as lazy-overlay.tsx's LazyAlertDialog, declared here:
// the profile carries this loader only, not lazy-overlay.tsx's of every UI overlay module).
const LazyAlertDialog = lazyUi(() => import("@/components/ui/alert-dialog"));

type ContactKind = "whatsapp" | "instagram";

/** Another's profile's like, with 'Você curtiu este perfil' / '… descurtiu …'. */
export function ProfileLike({
  url,
  liked,
  count,
  labels,
}: {
  url: string;
  liked: boolean;
  count: number;
  labels: Pick<ProfileLabels, "like" | "profileLiked" | "profileUnliked">;
}) {
  return (
    <LikeButton
      labels={labels.like}
      url={url}
      liked={liked}
      count={count}
      testId="profile-like"
      onChange={(on) => toast.success(on ? labels.profileLiked : labels.profileUnliked)}
    />
  );
}

export type ProfileContactLabels = Pick<
  ProfileLabels,
  | "retryLater"
  | "requestError"
  | "requestSent"
  | "requestSentText"
  | "requestPending"
  | "requestApproved"
  | "requestRejected"
  | "requestWhatsapp"
  | "requestInstagram"
  | "requestTitle"
  | "requestText"
  | "cancel"
  | "sending"
  | "requestConfirm"
>;

/** 'Solicitar WhatsApp' and 'Solicitar Instagram' with their question; a request sent is pending. */
export function ProfileContact({
  profileId,
  contact: initial,
  hasInstagram,
  labels,
  classes,
  icons,
}: {
  profileId: string;
  contact: ProfileView["contact"];
  hasInstagram: boolean;
  labels: ProfileContactLabels;
  /** Button's classes for each (./community-looks.ts). */
  classes: Record<ContactKind, string>;
  /** Each button's icon, drawn by the server. */
  icons: Record<ContactKind, React.ReactNode>;
}) {
  const [contact, setContact] = useState(initial);
  const [asking, setAsking] = useState<ContactKind | null>(null);
  const { run: requestContact, busy: sending } = useApiAction(
    async (kind: ContactKind) => {
      const res = await apiFetch<ContactRequested>(`/api/community/profiles/${profileId}/contact`, {
        body: { kind },
      });
      return { kind, name: res.name };
    },
    {
      fallback: labels.retryLater,
      errorTitle: labels.requestError,
      onSuccess: ({ kind, name }) => {
        setContact((c) => ({ ...c, [kind]: "PENDING" }));
        toast.success(labels.requestSent, {
          description: labels.requestSentText[kind].replace("{name}", name),
        });
        setAsking(null);
      },
    },
  );

  function request() {
    if (asking) void requestContact(asking);
  }

  const contactButton = (kind: ContactKind) => {
    const status = contact[kind];
    const label =
      status === "PENDING"
        ? labels.requestPending
        : status === "APPROVED"
          ? labels.requestApproved
          : status === "REJECTED"
            ? labels.requestRejected
            : kind === "whatsapp"
              ? labels.requestWhatsapp
              : labels.requestInstagram;
    return (
      // Button's markup, its classes merged by the server (./community-looks.ts).
      <button
        data-slot="button"
        data-variant={kind === "whatsapp" ? "default" : "outline"}
        data-size="default"
        className={classes[kind]}
        disabled={status !== null || (kind === "instagram" && !hasInstagram)}
        onClick={() => setAsking(kind)}
        data-testid={`profile-request-${kind}`}
      >
        {icons[kind]} {label}
      </button>
    );
  };

  return (
    <>
      {contactButton("whatsapp")}
      {contactButton("instagram")}
      {/* Nothing in the page until asked; then Radix's portal. */}
      <LazyAlertDialog active={asking !== null} onLoadError={() => setAsking(null)}>
        {({
          AlertDialog,
          AlertDialogAction,
          AlertDialogCancel,
          AlertDialogContent,
          AlertDialogDescription,
          AlertDialogFooter,
          AlertDialogHeader,
          AlertDialogTitle,
        }) => (
          <AlertDialog open={asking !== null} onOpenChange={(open) => !open && !sending && setAsking(null)}>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{labels.requestTitle[asking ?? "whatsapp"]}</AlertDialogTitle>
                <AlertDialogDescription>{labels.requestText}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel disabled={sending}>{labels.cancel}</AlertDialogCancel>
                <AlertDialogAction
                  disabled={sending}
                  onClick={(e) => {
                    e.preventDefault();
                    request();
                  }}
                  data-testid="profile-request-confirm"
                >
                  {sending ? labels.sending : labels.requestConfirm}
                </AlertDialogAction>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        )}
      </LazyAlertDialog>
    </>
  );
}
