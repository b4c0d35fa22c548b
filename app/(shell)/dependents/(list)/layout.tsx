// The list's client components translate in the browser: they get the messages (components/i18n/intl-layout.tsx). /dependents/instructions gets its texts from its server page.
export { IntlLayout as default } from "@/components/i18n/intl-layout";
