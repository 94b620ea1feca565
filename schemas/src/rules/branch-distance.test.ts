import { describe, expect, it } from 'vitest';
import { isMappable, isZipSearch, milesBetween, sortByDistance } from './branch-distance.ts';

const dallas = { latitude: 32.7763, longitude: -96.7969 };
const austin = { latitude: 30.2649, longitude: -97.747 };

describe('branch locator rules', () => {
  it('maps a branch only when Latitude is not 0 and Longitude is negative (spec §3)', () => {
    expect(isMappable({ Latitude: 32.7, Longitude: -96.8 })).toBe(true);
    expect(isMappable({ Latitude: 0, Longitude: -96.8 })).toBe(false);
    expect(isMappable({ Latitude: 32.7, Longitude: 0 })).toBe(false);
    expect(isMappable({ Latitude: 32.7, Longitude: 96.8 })).toBe(false);
    expect(isMappable({ Latitude: Number.NaN, Longitude: -96.8 })).toBe(false);
    expect(isMappable({ Latitude: 132.7, Longitude: -96.8 })).toBe(false);
  });

  it('searches by zip only on exactly 5 digits (spec §5)', () => {
    expect(isZipSearch('75201')).toBe(true);
    for (const text of ['7520', '752011', '7520a', ' 75201', '']) expect(isZipSearch(text)).toBe(false);
  });

  it('measures Dallas to Austin as about 182 miles in a straight line', () => {
    expect(milesBetween(dallas, austin)).toBeGreaterThan(178);
    expect(milesBetween(dallas, austin)).toBeLessThan(186);
    expect(milesBetween(dallas, dallas)).toBe(0);
  });

  it('sorts nearest first with Distance rounded to 1 decimal; unmappable branches last without a Distance', () => {
    const branches = [
      { BranchName: 'Nowhere', Latitude: 0, Longitude: 0 },
      { BranchName: 'Austin', Latitude: austin.latitude, Longitude: austin.longitude },
      { BranchName: 'Dallas', Latitude: dallas.latitude, Longitude: dallas.longitude },
    ];
    const sorted = sortByDistance(branches, { latitude: 30.27, longitude: -97.74 });
    expect(sorted.map((b) => b.BranchName)).toEqual(['Austin', 'Dallas', 'Nowhere']);
    expect(sorted[0]!.Distance).toBe(0.5);
    expect(sorted[2]).not.toHaveProperty('Distance');
  });
});
