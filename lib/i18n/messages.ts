import en from "@/messages/en.json";
import enAccount from "@/messages/en/account.json";
import enCheckin from "@/messages/en/checkin.json";
import enCommunity from "@/messages/en/community.json";
import enLimits from "@/messages/en/limits.json";
import enNotifications from "@/messages/en/notifications.json";
import enPayments from "@/messages/en/payments.json";
import enRegistration from "@/messages/en/registration.json";
import enSchedule from "@/messages/en/schedule.json";
import es from "@/messages/es.json";
import esAccount from "@/messages/es/account.json";
import esCheckin from "@/messages/es/checkin.json";
import esCommunity from "@/messages/es/community.json";
import esLimits from "@/messages/es/limits.json";
import esNotifications from "@/messages/es/notifications.json";
import esPayments from "@/messages/es/payments.json";
import esRegistration from "@/messages/es/registration.json";
import esSchedule from "@/messages/es/schedule.json";
import pt from "@/messages/pt.json";
import ptAccount from "@/messages/pt/account.json";
import ptCheckin from "@/messages/pt/checkin.json";
import ptCommunity from "@/messages/pt/community.json";
import ptLimits from "@/messages/pt/limits.json";
import ptNotifications from "@/messages/pt/notifications.json";
import ptPayments from "@/messages/pt/payments.json";
import ptRegistration from "@/messages/pt/registration.json";
import ptSchedule from "@/messages/pt/schedule.json";
import type { AppLocale } from "./config";

/**
 * Messages per locale: the core file messages/<locale>.json plus one file per feature
 * (messages/<locale>/<feature>.json), deep-merged — so a feature's top-level namespaces and its
 * additions to shared ones (e.g. `errors`) live beside each other without editing the core file.
 */
type Json = { [key: string]: unknown };

function isObject(v: unknown): v is Json {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

export function deepMerge(...sources: Json[]): Json {
  const out: Json = {};
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      out[key] = isObject(out[key]) && isObject(value) ? deepMerge(out[key] as Json, value) : value;
    }
  }
  return out;
}

export type Messages = typeof pt &
  typeof ptRegistration &
  typeof ptSchedule &
  typeof ptCommunity &
  typeof ptCheckin &
  typeof ptAccount &
  typeof ptNotifications &
  typeof ptPayments &
  typeof ptLimits;

export const allMessages: Record<AppLocale, Messages> = {
  pt: deepMerge(
    pt,
    ptRegistration,
    ptSchedule,
    ptCommunity,
    ptCheckin,
    ptAccount,
    ptNotifications,
    ptPayments,
    ptLimits,
  ) as Messages,
  en: deepMerge(
    en,
    enRegistration,
    enSchedule,
    enCommunity,
    enCheckin,
    enAccount,
    enNotifications,
    enPayments,
    enLimits,
  ) as Messages,
  es: deepMerge(
    es,
    esRegistration,
    esSchedule,
    esCommunity,
    esCheckin,
    esAccount,
    esNotifications,
    esPayments,
    esLimits,
  ) as Messages,
};
