"use client";

import { NavigationIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { directionsUrls, type Place } from "@/lib/directions";
import { cn } from "@/lib/utils";

type Props = Place & {
  /** The place's name, read by screen readers in each link's label. */
  label: string;
  className?: string;
};

const APPS = ["google", "waze", "apple"] as const;

/** "Como chegar": Google Maps, Waze and Apple Maps links to a venue or boarding point. */
export function DirectionsLinks({ label, className, ...place }: Props) {
  const t = useTranslations("maps");
  const urls = directionsUrls(place);
  return (
    <div className={cn("space-y-1.5", className)} data-testid="directions-links">
      <p className="flex items-center gap-1.5 text-sm font-medium">
        <NavigationIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        {t("directions")}
      </p>
      <div className="flex flex-wrap gap-2">
        {APPS.map((app) => (
          <Button key={app} asChild variant="outline" size="sm">
            <a
              href={urls[app]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t("opensIn", { place: label, app: t(app) })}
              data-testid={`directions-${app}`}
            >
              {t(app)}
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}
