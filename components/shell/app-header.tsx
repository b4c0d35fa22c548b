import { getTranslations } from "next-intl/server";
import { AppHeaderBar } from "./app-header-bar";

export interface AppHeaderProps {
  unreadCount: number;
}

/** The shell's header. Texts are translated here on the server: the browser needs no message formatter. */
export async function AppHeader({ unreadCount }: AppHeaderProps) {
  const t = await getTranslations("shell");
  return (
    <AppHeaderBar
      unreadCount={unreadCount}
      labels={{
        logo: t("logoLabel"),
        pass: t("passLabel"),
        bell: `${t("notificationsLabel")}: ${t("unreadCount", { count: unreadCount })}`,
        menu: t("menuLabel"),
      }}
    />
  );
}
