// Client components here translate in the browser: they get the messages (components/i18n/intl-layout.tsx).
export { IntlLayout as default } from "@/components/i18n/intl-layout";
