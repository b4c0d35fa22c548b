import en from "@/messages/en.json";
import es from "@/messages/es.json";
import pt from "@/messages/pt.json";
import type { AppLocale } from "./config";

export type Messages = typeof pt;
export const allMessages: Record<AppLocale, Messages> = { pt, en: en as Messages, es: es as Messages };
