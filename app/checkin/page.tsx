import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getLocale, getTranslations } from "next-intl/server";
import { passLabels } from "@/components/checkin/pass-labels";
import { PassView } from "@/components/checkin/pass-view";
import { formatLongDate, formatTime } from "@/lib/format";
import { requireParticipant } from "@/lib/server/auth/current";
import { homeNow } from "@/lib/server/auth/home";
import { AppError } from "@/lib/server/errors";
import { getPass } from "@/lib/server/services/checkin/pass";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("checkin") };
}

// The full-screen personal pass; ?for=<id> shows a dependent's pass to their guardian. Translated
// here: no messages in the browser.
export default async function PassPage({
  searchParams,
}: {
  searchParams: Promise<{ for?: string | string[] }>;
}) {
  const forId = (await searchParams).for;
  const session = await requireParticipant(
    `/checkin${typeof forId === "string" ? `?for=${encodeURIComponent(forId)}` : ""}`,
  );
  const locale = await getLocale();
  let pass;
  try {
    pass = await getPass(session.id, typeof forId === "string" && forId.length <= 64 ? forId : session.id);
  } catch (e) {
    if (e instanceof AppError && e.status === 404) notFound();
    throw e;
  }
  const { labels, usageWhen } = await passLabels({
    name: pass.holder.fullName,
    usageCount: pass.usage.length,
  });
  return (
    <PassView
      holder={{
        name: pass.holder.fullName,
        nickname: pass.holder.nickname,
        avatarUrl: pass.holder.avatarUrl,
        color: pass.holder.profileColor,
        memberCode: pass.holder.memberCode,
      }}
      qr={pass.qr}
      home={homeNow()}
      holderId={pass.holder.id}
      family={pass.family.map((f) => ({ id: f.id, name: f.nickname || f.fullName }))}
      usage={pass.usage.map((u) => ({
        id: u.id,
        kind: u.kind,
        title: u.title,
        location: u.location,
        when: usageWhen(formatLongDate(u.at, locale), formatTime(u.at, locale)),
      }))}
      labels={labels}
    />
  );
}
