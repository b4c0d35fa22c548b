import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { EVENT_TIME_ZONE } from "@/lib/event";
import { LOCALE_COOKIE, resolveLocale } from "./config";
import { allMessages } from "./messages";

// No locale in the URL: the spec's routes stay as written. The cookie holds the choice.
export default getRequestConfig(async () => {
  const locale = resolveLocale(
    (await cookies()).get(LOCALE_COOKIE)?.value,
    (await headers()).get("accept-language"),
  );
  return { locale, messages: allMessages[locale], timeZone: EVENT_TIME_ZONE };
});
