"use client";

import { ChevronDownIcon } from "@/components/icons/svg/chevron-down";
import { MessageCircleIcon } from "@/components/icons/svg/message-circle";
import { AppLink } from "@/components/ui/app-link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { LazySelect } from "@/components/ui/lazy-overlay";
import { SELECT_TRIGGER_CLASS } from "@/components/ui/select-trigger-class";
import { errorMessage } from "@/hooks/use-api-action";
import { apiFetch } from "@/lib/api-client";
import { COUNTRY_CODES, type CountryCode } from "@/lib/country-codes";
import { LOGIN_LIMITS } from "@/lib/validations/limits";
import { LOGIN_STORAGE_KEY, type PendingLogin } from "./pending-login";

/** The form's texts and classes, from its server page (./login-labels.ts). */
export interface LoginFormLabels {
  countryLabel: string;
  phoneLabel: string;
  phonePlaceholder: string;
  noPassword: string;
  continue: string;
  sending: string;
  noAccount: string;
  register: string;
  /** Shown when the request fails without a server message. */
  retry: string;
  countries: Record<CountryCode, string>;
  /** Label's, Input's and Button's (size lg) classes. */
  classes: { label: string; input: string; submit: string };
}

export interface LoginFormProps {
  next?: string;
  labels: LoginFormLabels;
}

// Label's (components/ui/label.tsx): a double click does not select the label's text.
function keepLabelText(event: React.MouseEvent<HTMLLabelElement>) {
  if ((event.target as Element).closest("button, input, select, textarea")) return;
  if (event.detail > 1) event.preventDefault();
}

/**
 * /login's phone and country code. Drawn with the markup Label, Input and Button give (their
 * classes merged by the server page), so the route loads neither `cn` nor Button.
 */
export function LoginForm({ next, labels }: LoginFormProps) {
  const router = useRouter();
  const [countryCode, setCountryCode] = useState<CountryCode>("+55");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [countryOpen, setCountryOpen] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!phone.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      const res = await apiFetch<PendingLogin>("/api/auth/login/code", {
        body: { countryCode, phone: phone.trim() },
      });
      window.sessionStorage.setItem(LOGIN_STORAGE_KEY, JSON.stringify(res));
      router.push(next ? `/login/validation?next=${encodeURIComponent(next)}` : "/login/validation");
    } catch (err) {
      setError(errorMessage(err, labels.retry));
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-5" noValidate>
      <div className="grid grid-cols-[8.5rem_1fr] gap-2">
        {/* A flex gap, not space-y: Radix adds a hidden <select> after the trigger (in a form),
            which would give the trigger a bottom margin and move the form down by 6 px. */}
        <div className="flex flex-col gap-1.5">
          <label
            data-slot="label"
            className={labels.classes.label}
            htmlFor="login-country"
            onMouseDown={keepLabelText}
          >
            {labels.countryLabel}
          </label>
          {/* Radix's select loads on the first open; until then its closed trigger is drawn as
              Radix draws it (same classes, the chosen country). components/ui/lazy-overlay.tsx */}
          <LazySelect
            active={countryOpen}
            onLoadError={() => setCountryOpen(false)}
            placeholder={{
              popup: "listbox",
              onOpen: () => setCountryOpen(true),
              trigger: (
                <button
                  type="button"
                  role="combobox"
                  aria-expanded={false}
                  // Radix names its (not yet drawn) list the same way while closed.
                  aria-controls="login-country-options"
                  aria-autocomplete="none"
                  id="login-country"
                  data-testid="login-country"
                  data-slot="select-trigger"
                  data-size="default"
                  className={SELECT_TRIGGER_CLASS}
                >
                  <span data-slot="select-value" style={{ pointerEvents: "none" }}>
                    {labels.countries[countryCode]}
                  </span>
                  <ChevronDownIcon className="size-4 opacity-50" aria-hidden="true" />
                </button>
              ),
            }}
          >
            {({ Select, SelectContent, SelectItem, SelectTrigger, SelectValue }) => (
              <Select
                open={countryOpen}
                onOpenChange={setCountryOpen}
                value={countryCode}
                onValueChange={(v) => setCountryCode(v as CountryCode)}
              >
                <SelectTrigger id="login-country" data-testid="login-country" className="w-full">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {COUNTRY_CODES.map((c) => (
                    <SelectItem key={c.code} value={c.code}>
                      {labels.countries[c.code]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </LazySelect>
        </div>
        <div className="space-y-1.5">
          <label
            data-slot="label"
            className={labels.classes.label}
            htmlFor="login-phone"
            onMouseDown={keepLabelText}
          >
            {labels.phoneLabel}
          </label>
          <input
            type="tel"
            data-slot="input"
            className={labels.classes.input}
            id="login-phone"
            data-testid="login-phone"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={labels.phonePlaceholder}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "login-error" : undefined}
            maxLength={LOGIN_LIMITS.phoneMax}
          />
        </div>
      </div>
      {error && (
        <p
          id="login-error"
          role="alert"
          className="-mt-2 text-sm font-medium text-red-600 dark:text-red-400"
          data-testid="login-error"
        >
          {error}
        </p>
      )}
      <p className="flex gap-2 rounded-xl bg-green-50 p-3 text-sm text-green-900 dark:bg-green-950/40 dark:text-green-200">
        <MessageCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {labels.noPassword}
      </p>
      <button
        data-slot="button"
        data-variant="default"
        data-size="lg"
        className={labels.classes.submit}
        type="submit"
        disabled={!phone.trim() || sending}
        data-testid="login-continue"
      >
        {sending ? labels.sending : labels.continue}
      </button>
      <p className="text-center text-sm text-muted-foreground">
        {labels.noAccount}{" "}
        <AppLink
          href="/register/origin"
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          {labels.register}
        </AppLink>
      </p>
    </form>
  );
}
