import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { EntryHeader } from "@/components/entry/entry-header";
import { PersonalForm } from "@/components/registration/personal-form";
import { requireParticipant } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("registerPersonal") };
}

// /register/personal (step 2 of 3). For a dependent the phone is the guardian's (the code goes there).
export default async function RegisterPersonalPage({
  searchParams,
}: {
  searchParams: Promise<{ type?: string }>;
}) {
  const dependent = (await searchParams).type === "dependent";
  let guardianPhone: { countryCode: string; national: string } | null = null;
  if (dependent) {
    const session = await requireParticipant("/register/origin?type=dependent");
    const me = await db.user.findUnique({ where: { id: session.id }, select: { phone: true } });
    const parsed = me?.phone ? parsePhoneNumberFromString(me.phone) : undefined;
    if (parsed)
      guardianPhone = { countryCode: `+${parsed.countryCallingCode}`, national: parsed.formatNational() };
  }
  const t = await getTranslations("pages");
  return (
    <div className="min-h-dvh">
      <EntryHeader
        title={t("registerPersonal")}
        backHref={dependent ? "/register/origin?type=dependent" : "/register/origin"}
      />
      <PersonalForm type={dependent ? "dependent" : "participant"} guardianPhone={guardianPhone} />
    </div>
  );
}
