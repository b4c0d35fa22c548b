import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutButton } from "@/components/auth/logout-button";
import { PagePlaceholder } from "@/components/shell/page-placeholder";
import { requireStaff } from "@/lib/server/auth/current";
import { getStaffProfile } from "@/lib/server/services/staff/get-staff-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("staffHome") };
}

// The staff home: its city/type/item lists arrive with the check-in tool (issue 7).
export default async function StaffHomePage() {
  const session = await requireStaff();
  const staff = await getStaffProfile(session.id);
  const t = await getTranslations("staffHome");
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col gap-4 px-5 py-6">
      <p className="text-sm text-muted-foreground" data-testid="staff-signed-in">{t("signedInAs", { name: staff.name })}</p>
      <PagePlaceholder titleKey="staffHome" />
      <LogoutButton redirectTo="/app-checkin" />
    </main>
  );
}
