import { getTranslations } from "next-intl/server";
import type { ProfileView } from "@/lib/server/services/community/profile";
import type { LikeLabels } from "./like-button";
import { profileLooks, type ProfileLooks } from "./community-looks";
import { likeLabels } from "./like-labels";

// A community profile's texts (/my-profile, /community/profile/[userId]), translated by the server
// page: the profile needs no messages in the browser. The client component imports only the type.
const KEYS = [
  "retryLater",
  "requestError",
  "requestSent",
  "requestPending",
  "requestApproved",
  "requestRejected",
  "requestWhatsapp",
  "requestInstagram",
  "missionaryProfile",
  "profile",
  "profileLiked",
  "profileUnliked",
  "profileLikes",
  "posts",
  "commentsLabel",
  "editProfile",
  "latestPosts",
  "noPosts",
  "seeLess",
  "seeMore",
  "recent",
  "noParticipations",
  "commentedOn",
  "cancel",
  "sending",
  "requestConfirm",
] as const;

type ContactKind = "whatsapp" | "instagram";

export type ProfileLabels = Record<(typeof KEYS)[number], string> & {
  /** "{age} anos", "Casado(a)": this profile's, or null when not shown. */
  age: string | null;
  marital: string | null;
  /** 'Solicitar WhatsApp?' for each kind, and the question's text with this profile's name. */
  requestTitle: Record<ContactKind, string>;
  requestText: string;
  /** The toast after a request, per kind, with `{name}` left for the name the answer gives. */
  requestSentText: Record<ContactKind, string>;
  like: LikeLabels;
  /** Its classes, merged here (./community-looks.ts). */
  looks: ProfileLooks;
};

export async function profileLabels(profile: ProfileView): Promise<ProfileLabels> {
  const [t, like] = await Promise.all([getTranslations("community"), likeLabels()]);
  const kinds = (f: (kind: ContactKind) => string) => ({
    whatsapp: f("whatsapp"),
    instagram: f("instagram"),
  });
  return {
    ...(Object.fromEntries(KEYS.map((key) => [key, t(key)])) as Record<(typeof KEYS)[number], string>),
    age: profile.age !== null ? t("age", { age: profile.age }) : null,
    marital: profile.maritalStatus ? t(`marital.${profile.maritalStatus}`) : null,
    requestTitle: kinds((kind) => t("requestTitle", { kind })),
    requestText: t("requestText", { name: profile.nickname || profile.name }),
    requestSentText: kinds((kind) => t("requestSentText", { name: "{name}", kind })),
    like,
    looks: profileLooks(profile.isMissionary),
  };
}
