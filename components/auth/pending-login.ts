import type { LoginCodeSent } from "@/lib/server/services/auth/request-login-code";

// Apart from login-form.tsx: the code screen (/login/validation) needs these, not the form's
// country picker (Radix Select and its positioning) in its first load.
export const LOGIN_STORAGE_KEY = "t26.login";
/** The login step kept in sessionStorage for the validation page: the code request's answer. */
export type PendingLogin = LoginCodeSent;
