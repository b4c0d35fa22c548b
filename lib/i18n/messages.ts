import en from "@/messages/en.json";
import enA11y from "@/messages/en/a11y.json";
import enAccount from "@/messages/en/account.json";
import enCheckin from "@/messages/en/checkin.json";
import enClock from "@/messages/en/clock.json";
import enCommunity from "@/messages/en/community.json";
import enContent from "@/messages/en/content.json";
import enDoor from "@/messages/en/door.json";
import enForms from "@/messages/en/forms.json";
import enJourney from "@/messages/en/journey.json";
import enLimits from "@/messages/en/limits.json";
import enMaps from "@/messages/en/maps.json";
import enNotifications from "@/messages/en/notifications.json";
import enPayments from "@/messages/en/payments.json";
import enRegistration from "@/messages/en/registration.json";
import enSchedule from "@/messages/en/schedule.json";
import enSharing from "@/messages/en/sharing.json";
import enStates from "@/messages/en/states.json";
import enStatesError from "@/messages/en/states-error.json";
import enTheme from "@/messages/en/theme.json";
import enTransport from "@/messages/en/transport.json";
import es from "@/messages/es.json";
import esA11y from "@/messages/es/a11y.json";
import esAccount from "@/messages/es/account.json";
import esCheckin from "@/messages/es/checkin.json";
import esClock from "@/messages/es/clock.json";
import esCommunity from "@/messages/es/community.json";
import esContent from "@/messages/es/content.json";
import esDoor from "@/messages/es/door.json";
import esForms from "@/messages/es/forms.json";
import esJourney from "@/messages/es/journey.json";
import esLimits from "@/messages/es/limits.json";
import esMaps from "@/messages/es/maps.json";
import esNotifications from "@/messages/es/notifications.json";
import esPayments from "@/messages/es/payments.json";
import esRegistration from "@/messages/es/registration.json";
import esSchedule from "@/messages/es/schedule.json";
import esSharing from "@/messages/es/sharing.json";
import esStates from "@/messages/es/states.json";
import esStatesError from "@/messages/es/states-error.json";
import esTheme from "@/messages/es/theme.json";
import esTransport from "@/messages/es/transport.json";
import pt from "@/messages/pt.json";
import ptA11y from "@/messages/pt/a11y.json";
import ptAccount from "@/messages/pt/account.json";
import ptCheckin from "@/messages/pt/checkin.json";
import ptClock from "@/messages/pt/clock.json";
import ptCommunity from "@/messages/pt/community.json";
import ptContent from "@/messages/pt/content.json";
import ptDoor from "@/messages/pt/door.json";
import ptForms from "@/messages/pt/forms.json";
import ptJourney from "@/messages/pt/journey.json";
import ptLimits from "@/messages/pt/limits.json";
import ptMaps from "@/messages/pt/maps.json";
import ptNotifications from "@/messages/pt/notifications.json";
import ptPayments from "@/messages/pt/payments.json";
import ptRegistration from "@/messages/pt/registration.json";
import ptSchedule from "@/messages/pt/schedule.json";
import ptSharing from "@/messages/pt/sharing.json";
import ptStates from "@/messages/pt/states.json";
import ptStatesError from "@/messages/pt/states-error.json";
import ptTheme from "@/messages/pt/theme.json";
import ptTransport from "@/messages/pt/transport.json";
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
  typeof ptLimits &
  typeof ptMaps &
  typeof ptDoor &
  typeof ptJourney &
  typeof ptClock &
  typeof ptContent &
  typeof ptTransport &
  typeof ptSharing &
  typeof ptTheme &
  typeof ptStates &
  typeof ptStatesError &
  typeof ptForms &
  typeof ptA11y;

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
    ptMaps,
    ptDoor,
    ptJourney,
    ptClock,
    ptContent,
    ptTransport,
    ptSharing,
    ptTheme,
    ptStates,
    ptStatesError,
    ptForms,
    ptA11y,
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
    enMaps,
    enDoor,
    enJourney,
    enClock,
    enContent,
    enTransport,
    enSharing,
    enTheme,
    enStates,
    enStatesError,
    enForms,
    enA11y,
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
    esMaps,
    esDoor,
    esJourney,
    esClock,
    esContent,
    esTransport,
    esSharing,
    esTheme,
    esStates,
    esStatesError,
    esForms,
    esA11y,
  ) as Messages,
};
