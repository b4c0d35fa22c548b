import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntryHeader } from "@/components/entry/entry-header";
import { OriginForm } from "@/components/registration/origin-form";
import { requireParticipant } from "@/lib/server/auth/current";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("registerOrigin") };
}

// /register/origin (step 1 of 3). ?type=dependent adds a minor to the logged-in adult's account;
// ?plan= carries the choice made on /plans.
export default async function RegisterOriginPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string; plan?: string }>;
}) {
  const { type, plan } = await searchParams;
  const dependent = type === "dependent";
  if (dependent) await requireParticipant("/register/origin?type=dependent");
  const t = await getTranslations("pages");
  return (
    <div className="min-h-dvh">
      <EntryHeader title={t("registerOrigin")} backHref={dependent ? "/dependents/instructions" : "/home"} />
      <OriginForm type={dependent ? "dependent" : "participant"} plan={plan ?? null} />
    </div>
  );
}
