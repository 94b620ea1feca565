/**
 * The sandbox's stand-in for the host's city/zip lookup: a ZIP code the offline `zipcodes` dataset knows
 * must name its city (any letter case) and state; for one it does not know, a coarse check that the
 * first three digits belong to the state (only the states listed; others pass). A mismatch answers the
 * spec's ZipCityNoMatch text.
 */

/** [first, last] 3-digit ZIP prefixes per state (USPS ranges). */
const RANGES: Record<string, [number, number][]> = {
  TX: [
    [750, 799],
    [885, 885],
  ],
  OK: [
    [730, 731],
    [734, 749],
  ],
  LA: [
    [700, 701],
    [703, 708],
    [710, 714],
  ],
  AR: [[716, 729]],
  NM: [[870, 884]],
  CA: [[900, 961]],
  NY: [[100, 149]],
  FL: [[320, 349]],
  IL: [[600, 629]],
};

/** The spec's text for a city or zip that does not match (spec §8 address save). */
export const ZIP_CITY_NO_MATCH = 'City is not found within the specified zip code.';

/** True unless the state is one we know and the ZIP's prefix is outside it. */
function zipMatchesState(zip: string, state: string): boolean {
  const ranges = RANGES[state];
  if (!ranges) return true;
  const prefix = Number(zip.slice(0, 3));
  return ranges.some(([from, to]) => prefix >= from && prefix <= to);
}

/** True when the city and state are the ZIP code's (see the module comment). */
export async function zipMatchesAddress(zip: string, city: string, state: string): Promise<boolean> {
  // Loaded on the first address save only: the dataset is a few megabytes the other calls never need.
  const { lookup } = (await import('zipcodes')).default;
  const known = lookup(zip);
  if (!known) return zipMatchesState(zip, state);
  return known.state === state && known.city.trim().toLowerCase() === city.trim().toLowerCase();
}
