/**
 * Directions to a place in the three apps people here use: Google Maps, Waze and Apple Maps.
 * With coordinates the links point at the exact spot; without them they search for the address.
 * Plain https links: each opens the installed app on phones and the website elsewhere.
 */
export type Place = {
  /** What the place is called and where it is, used when there are no coordinates. */
  query: string;
  latitude?: number | null;
  longitude?: number | null;
};

export type DirectionsUrls = { google: string; waze: string; apple: string };

const hasCoordinates = (place: Place): place is Place & { latitude: number; longitude: number } =>
  typeof place.latitude === "number" &&
  typeof place.longitude === "number" &&
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude);

export function directionsUrls(place: Place): DirectionsUrls {
  const q = encodeURIComponent(place.query.trim());
  if (hasCoordinates(place)) {
    const ll = `${place.latitude},${place.longitude}`;
    return {
      google: `https://www.google.com/maps/dir/?api=1&destination=${ll}`,
      waze: `https://waze.com/ul?ll=${ll}&navigate=yes`,
      apple: `https://maps.apple.com/?daddr=${ll}&q=${q}`,
    };
  }
  return {
    google: `https://www.google.com/maps/dir/?api=1&destination=${q}`,
    waze: `https://waze.com/ul?q=${q}&navigate=yes`,
    apple: `https://maps.apple.com/?daddr=${q}`,
  };
}
