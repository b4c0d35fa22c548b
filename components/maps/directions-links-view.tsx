import { Button } from "@/components/ui/button";
import { lucideSvg } from "@/components/ui/lucide-svg";
import { directionsUrls, type Place } from "@/lib/directions";
import { cn } from "@/lib/utils";

/**
 * lucide's "navigation" without lucide's runtime (a client module even when this server view draws
 * it); here, not in components/icons/lucide.tsx, because ./directions-links.tsx draws the view in
 * the browser too. app/first-load.test.ts compares it with lucide's.
 */
export const NavigationSvg = lucideSvg(
  "navigation",
  [],
  [["polygon", { points: "3 11 22 2 13 21 11 13 3 11" }]],
);

export const DIRECTIONS_APPS = ["google", "waze", "apple"] as const;
export type DirectionsApp = (typeof DIRECTIONS_APPS)[number];

export interface DirectionsLabels {
  /** 'Como chegar'. */
  directions: string;
  /** Each app's name, and its link's label for screen readers (with the place in it). */
  apps: Record<DirectionsApp, { name: string; opensIn: string }>;
}

export type DirectionsLinksViewProps = Place & { labels: DirectionsLabels; className?: string };

/**
 * "Como chegar" with its texts given: drawn by a server page (/event-info, which then needs no
 * messages in the browser) or by ./directions-links.tsx, which translates them in the browser.
 */
export function DirectionsLinksView({ labels, className, ...place }: DirectionsLinksViewProps) {
  const urls = directionsUrls(place);
  return (
    <div className={cn("space-y-1.5", className)} data-testid="directions-links">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <NavigationSvg className="size-4 text-muted-foreground" aria-hidden="true" />
        {labels.directions}
      </p>
      <div className="flex flex-wrap gap-2">
        {DIRECTIONS_APPS.map((app) => (
          <Button key={app} asChild variant="outline" size="sm">
            <a
              href={urls[app]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={labels.apps[app].opensIn}
              data-testid={`directions-${app}`}
            >
              {labels.apps[app].name}
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}

/** The "maps" namespace's translator, from useTranslations (browser) or getTranslations (server). */
type MapsT = (
  key: "directions" | DirectionsApp | "opensIn",
  values?: { place: string; app: string },
) => string;

/** The labels for the place called `place` (read by screen readers in each link's label). */
export function directionsLabels(t: MapsT, place: string): DirectionsLabels {
  const apps = Object.fromEntries(
    DIRECTIONS_APPS.map((app) => [app, { name: t(app), opensIn: t("opensIn", { place, app: t(app) }) }]),
  ) as DirectionsLabels["apps"];
  return { directions: t("directions"), apps };
}
