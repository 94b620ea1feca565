/**
 * Branch locator rules (spec §3 Branch, §5): which branches can be placed on a map, the distance
 * from a point, and the list sorted nearest first. Shared by the sandbox's zip search and the portal.
 */

/** A point on the earth in decimal degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What the rules read of a branch (the contract leaves the coordinates optional). */
export interface Locatable {
  Latitude?: number;
  Longitude?: number;
}

/** Mean earth radius in miles (IUGG), enough for "which branch is nearest". */
const EARTH_RADIUS_MILES = 3958.8;

/**
 * Spec §3: "A branch is mapped only if Latitude is not 0 and Longitude is negative" (plus both being real numbers
 * within range).
 */
export function isMappable(branch: Locatable): branch is Required<Locatable> {
  const { Latitude: lat, Longitude: lon } = branch;
  if (lat === undefined || lon === undefined || !Number.isFinite(lat) || !Number.isFinite(lon)) return false;
  return lat !== 0 && lon < 0 && Math.abs(lat) <= 90 && lon >= -180;
}

/** The zip search acts only on exactly 5 digits (spec §5 Branch locator). */
export function isZipSearch(text: string): boolean {
  return /^[0-9]{5}$/.test(text);
}

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The branches nearest first, each with its Distance in miles (1 decimal). Branches that cannot be
 * mapped have no distance and come last, in their original order (the sort is stable).
 */
export function sortByDistance<T extends Locatable>(
  branches: readonly T[],
  from: GeoPoint,
): (T & { Distance?: number })[] {
  const measured: (T & { Distance?: number })[] = branches.map((b) =>
    isMappable(b)
      ? { ...b, Distance: Math.round(milesBetween(from, { latitude: b.Latitude, longitude: b.Longitude }) * 10) / 10 }
      : { ...b },
  );
  return measured.sort((x, y) => (x.Distance ?? Number.POSITIVE_INFINITY) - (y.Distance ?? Number.POSITIVE_INFINITY));
}
