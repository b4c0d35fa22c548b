import {
  ChevronRightIcon,
  FileTextIcon,
  HelpCircleIcon,
  LogOutIcon,
  PencilIcon,
  ReceiptTextIcon,
  SettingsIcon,
  UserIcon,
  UsersIcon,
} from "@/components/icons/lucide";
import type { Metadata } from "next";
import { AppLink } from "@/components/ui/app-link";
import { getTranslations } from "next-intl/server";
import { LogoutButton } from "@/components/auth/logout-button";
import { logoutLabels } from "@/components/auth/logout-labels";
import { QUICK_LINKS } from "@/components/dashboard/quick-links";
import { PageHeader } from "@/components/shell/page-header";
import { UserAvatar } from "@/components/shell/user-avatar";
import { formatPhone } from "@/lib/phone";
import { requireParticipant } from "@/lib/server/auth/current";
import { getMenuProfile } from "@/lib/server/services/users/get-menu-profile";
import packageJson from "@/package.json";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("menu"))("title") };
}

export default async function MenuPage() {
  const session = await requireParticipant("/menu");
  const t = await getTranslations("menu");
  const shortcuts = await getTranslations("journey.shortcuts");
  const user = await getMenuProfile(session.id);
  const links = [
    ...QUICK_LINKS.map(({ key, href, icon }) => ({
      href,
      icon,
      label: shortcuts(key),
      testId: `menu-${key}`,
    })),
    { href: "/my-profile", icon: UserIcon, label: t("viewProfile"), testId: "menu-profile" },
    { href: "/profile/edit", icon: PencilIcon, label: t("editProfile"), testId: "menu-edit" },
    { href: "/settings/notifications", icon: SettingsIcon, label: t("settings"), testId: "menu-settings" },
    { href: "/dependents", icon: UsersIcon, label: t("dependents"), testId: "menu-dependents" },
    { href: "/receipts", icon: ReceiptTextIcon, label: t("receipts"), testId: "menu-receipts" },
    { href: "/terms", icon: FileTextIcon, label: t("terms"), testId: "menu-terms" },
    { href: "/help", icon: HelpCircleIcon, label: t("help"), testId: "menu-help" },
  ];
  return (
    <div className="flex flex-col gap-5">
      <PageHeader title={t("title")} />
      <section className="flex items-center gap-4 rounded-2xl border bg-card p-4" data-testid="menu-summary">
        <UserAvatar
          name={user.fullName}
          src={user.avatarUrl}
          color={user.profileColor}
          className="size-14 text-lg"
        />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{user.fullName}</p>
          {user.email && <p className="truncate text-sm text-muted-foreground">{user.email}</p>}
          {user.phone && <p className="text-sm text-muted-foreground">{formatPhone(user.phone)}</p>}
        </div>
      </section>
      <nav className="overflow-hidden rounded-2xl border bg-card">
        <ul className="divide-y">
          {links.map(({ href, icon: Icon, label, testId }) => (
            <li key={href}>
              <AppLink
                href={href}
                data-testid={testId}
                className="flex items-center gap-3 px-4 py-3.5 hover:bg-muted"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                <span className="flex-1 font-medium">{label}</span>
                <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <LogoutButton labels={await logoutLabels()} icon={<LogOutIcon aria-hidden="true" />} />
      <p className="text-center text-xs text-muted-foreground" data-testid="app-version">
        {t("version", { version: packageJson.version })}
      </p>
    </div>
  );
}
