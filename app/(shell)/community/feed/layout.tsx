// Client components here translate in the browser: they get the messages (components/i18n/intl-layout.tsx).
// Not at /community: the topics page translates on the server only.
export { IntlLayout as default } from "@/components/i18n/intl-layout";
