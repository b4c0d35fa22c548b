"use client";

import { useTranslations } from "next-intl";
import type { Place } from "@/lib/directions";
import { directionsLabels, DirectionsLinksView } from "./directions-links-view";

type Props = Place & {
  /** The place's name, read by screen readers in each link's label. */
  label: string;
  className?: string;
};

/** "Como chegar": Google Maps, Waze and Apple Maps links to a venue or boarding point. */
export function DirectionsLinks({ label, ...rest }: Props) {
  const t = useTranslations("maps");
  return <DirectionsLinksView labels={directionsLabels(t, label)} {...rest} />;
}
