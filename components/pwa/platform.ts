// Whether the install advice applies: apart from ./install-steps.tsx's drawing, so the push setting
// (components/settings/push-toggle.tsx), whose steps the server draws, ships only these two checks.

/** Running as the installed app (home-screen icon), where no install advice makes sense. */
export function isStandalone(): boolean {
  return (
    matchMedia("(display-mode: standalone)").matches ||
    (navigator as { standalone?: boolean }).standalone === true
  );
}

/** iPhone and iPad (iPadOS says "Macintosh" but has touch): installing is Share → Add to Home Screen. */
export function isIos(): boolean {
  const ua = navigator.userAgent;
  return /iP(hone|ad|od)/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}
