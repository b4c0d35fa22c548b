// The plan chosen on /plans, kept in the tab for the registration's steps. Apart from
// plan-picker.tsx so the steps that read it do not load the picker with their page.
export const PLAN_STORAGE_KEY = "t26.chosenPlan";
