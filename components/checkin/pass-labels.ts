import { getTranslations } from "next-intl/server";
import { pickTexts } from "@/lib/i18n/pick-texts";

// /checkin's texts, translated by its server page: the pass and its usage sheet need no messages
// in the browser (docs/performance.md, "First-load JavaScript"). Everything the pass shows is known
// to the server (the holder's name, the history and its length), so every text is complete here;
// the client components import only the types.

const PASS_KEYS = ["close", "familyLabel", "subtitle", "memberCode", "hint", "usage"] as const;
const JOURNEY_KEYS = ["brightness", "noTicketTitle", "noTicketText", "noTicketAction"] as const;

/** The usage sheet's texts; `description` is counted for the history it shows. */
export interface PassUsageSheetLabels {
  title: string;
  description: string;
  empty: string;
  close: string;
}

/** The pass's texts; `qrAlt` names its holder. */
export type PassLabels = Record<(typeof PASS_KEYS)[number] | (typeof JOURNEY_KEYS)[number], string> & {
  qrAlt: string;
  sheet: PassUsageSheetLabels;
};

/**
 * The texts of the pass of `name` with `usageCount` entries in its history, and the history's
 * "{date} às {time}" of one entry.
 */
export async function passLabels({ name, usageCount }: { name: string; usageCount: number }): Promise<{
  labels: PassLabels;
  usageWhen: (date: string, time: string) => string;
}> {
  const [t, j] = await Promise.all([getTranslations("pass"), getTranslations("journey.pass")]);
  return {
    labels: {
      ...pickTexts(t, PASS_KEYS),
      ...pickTexts(j, JOURNEY_KEYS),
      qrAlt: t("qrAlt", { name }),
      sheet: {
        title: t("usageTitle"),
        description: t("usageDescription", { count: usageCount }),
        empty: t("usageEmpty"),
        close: t("close"),
      },
    },
    usageWhen: (date, time) => t("usageWhen", { date, time }),
  };
}
