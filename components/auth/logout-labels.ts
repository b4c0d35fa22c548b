import { getTranslations } from "next-intl/server";
import type { LogoutLabels } from "./logout-button";

/** The logout button's texts, for the server page that draws it (/menu, the staff home). */
export async function logoutLabels(): Promise<LogoutLabels> {
  const [t, common] = await Promise.all([getTranslations("menu"), getTranslations("common")]);
  return {
    logout: t("logout"),
    logoutTitle: t("logoutTitle"),
    logoutText: t("logoutText"),
    logoutConfirm: t("logoutConfirm"),
    logoutDone: t("logoutDone"),
    cancel: common("cancel"),
  };
}
