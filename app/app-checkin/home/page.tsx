import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LogoutButton } from "@/components/auth/logout-button";
import { LogOutIcon } from "@/components/icons/lucide";
import { logoutLabels } from "@/components/auth/logout-labels";
import { PageHeader } from "@/components/shell/page-header";
import { StaffHome } from "@/components/staff/staff-home";
import { requireStaff } from "@/lib/server/auth/current";
import { db } from "@/lib/server/db";
import { getStaffProfile } from "@/lib/server/services/staff/get-staff-profile";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("staffHome") };
}

// The staff home: city, event or transport, then the items with checked-in / total.
export default async function StaffHomePage() {
  const session = await requireStaff();
  const [staff, cities] = await Promise.all([
    getStaffProfile(session.id),
    db.city.findMany({
      where: { hasStaff: true },
      orderBy: { position: "asc" },
      select: { id: true, name: true },
    }),
  ]);
  const t = await getTranslations("staffHome");
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-4 px-4 py-6">
      <PageHeader
        title={t("title")}
        description={t("signedInAs", { name: staff.name })}
        descriptionTestId="staff-signed-in"
      />
      <StaffHome cities={cities} />
      <div className="mt-auto pt-6">
        <LogoutButton
          redirectTo="/app-checkin"
          labels={await logoutLabels()}
          icon={<LogOutIcon aria-hidden="true" />}
        />
      </div>
    </main>
  );
}
