import "server-only";
import { db } from "@/lib/server/db";

export interface MainVenue {
  cityId: string;
  city: string;
  state: string;
  name: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
}

/**
 * Each city's main venue, for /event-info's "how to get there": where the city's largest event
 * happens (the evening worship in the main hall). Venues are not a table of their own: events
 * carry them, so this follows whatever the organisers put in the programme.
 */
export async function mainVenues(): Promise<MainVenue[]> {
  const rows = await db.event.findMany({
    orderBy: [{ city: { position: "asc" } }, { capacity: "desc" }, { startsAt: "asc" }],
    select: {
      cityId: true,
      location: true,
      address: true,
      latitude: true,
      longitude: true,
      city: { select: { name: true, state: true } },
    },
  });
  const seen = new Set<string>();
  const venues: MainVenue[] = [];
  for (const r of rows) {
    if (seen.has(r.cityId)) continue;
    seen.add(r.cityId);
    venues.push({
      cityId: r.cityId,
      city: r.city.name,
      state: r.city.state,
      name: r.location,
      address: r.address,
      latitude: r.latitude,
      longitude: r.longitude,
    });
  }
  return venues;
}
