import { Logo } from "@/components/shell/logo";
import { SplashRedirect } from "./splash-redirect";

export interface SplashProps {
  /** Already translated (app/(entry)/page.tsx): the splash needs no messages in the browser. */
  loadingText: string;
}

/** Drawn on the server; only the redirect to /home runs in the browser (splash-redirect.tsx). */
export function Splash({ loadingText }: SplashProps) {
  return (
    <div
      data-testid="splash"
      className="relative flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-gradient-to-br from-violet-800 via-purple-700 to-orange-500 px-6 text-white"
    >
      <span
        aria-hidden="true"
        className="absolute -top-10 -left-10 size-48 animate-float rounded-full bg-white/10"
      />
      <span
        aria-hidden="true"
        className="absolute top-1/4 -right-12 size-36 animate-float rounded-full bg-orange-300/20"
        style={{ animationDelay: "1.2s" }}
      />
      <span
        aria-hidden="true"
        className="absolute bottom-32 left-8 size-20 animate-float rounded-full bg-white/10"
        style={{ animationDelay: "0.6s" }}
      />
      <div className="relative z-10 flex animate-fade-in flex-col items-center gap-6 text-center">
        <Logo inverted className="scale-150" />
        <p className="max-w-xs text-base font-medium text-white/90" role="status">
          {loadingText}
        </p>
        <div className="flex gap-2" aria-hidden="true">
          {[0, 0.15, 0.3].map((delay) => (
            <span
              key={delay}
              className="size-3 animate-bounce-dot rounded-full bg-white"
              style={{ animationDelay: `${delay}s` }}
            />
          ))}
        </div>
      </div>
      <svg
        aria-hidden="true"
        viewBox="0 0 1440 120"
        preserveAspectRatio="none"
        className="absolute bottom-0 left-0 h-24 w-[200%] animate-wave fill-white/20"
      >
        <path d="M0 60c120 30 240 30 360 0s240-30 360 0 240 30 360 0 240-30 360 0v60H0z" />
      </svg>
      <SplashRedirect />
    </div>
  );
}
