import { getTranslations } from "next-intl/server";
import { AppHeaderBar } from "./app-header-bar";

export interface AppHeaderProps {
  unreadCount: number;
  /** A participant is signed in (the bell keeps its count current). */
  live?: boolean;
}

// Any count of the plural's "other" form: its number becomes the bell's `{count}` placeholder.
const OTHER_SAMPLE = 42;

/** The shell's header. Texts are translated here on the server: the browser needs no message formatter. */
export async function AppHeader({ unreadCount, live = false }: AppHeaderProps) {
  const t = await getTranslations("shell");
  return (
    <AppHeaderBar
      unreadCount={unreadCount}
      live={live}
      labels={{
        logo: t("logoLabel"),
        pass: t("passLabel"),
        bell: t("notificationsLabel"),
        unread: {
          zero: t("unreadCount", { count: 0 }),
          one: t("unreadCount", { count: 1 }),
          other: t("unreadCount", { count: OTHER_SAMPLE }).replace(String(OTHER_SAMPLE), "{count}"),
        },
        menu: t("menuLabel"),
      }}
    />
  );
}
