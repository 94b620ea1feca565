/**
 * How a sample's settings sets and this instance's overrides make what the portal reads. The
 * portal's reader (schemas/src/settings/reader.ts) takes the shared value when it is not empty,
 * else the english one, else the catalogue default.
 */
import type { SettingValues } from '../../../schemas/src/settings/types.ts';

type SettingSets = { shared: SettingValues; english: SettingValues };

/**
 * The sets served: overrides go into shared and also take their keys out of english, so an
 * override emptied by staff means the catalogue default rather than the sample's english text.
 */
export function composeSettingSets(sample: SettingSets, overrides: SettingValues): SettingSets {
  const english = Object.fromEntries(
    Object.entries(sample.english).filter(([key]) => !Object.prototype.hasOwnProperty.call(overrides, key)),
  );
  return { shared: { ...sample.shared, ...overrides }, english };
}

/** One value per key set anywhere, as the reader resolves it before defaults ('' when only empty). */
export function ownSettingValues(sets: SettingSets): SettingValues {
  const values: SettingValues = {};
  for (const key of new Set([...Object.keys(sets.english), ...Object.keys(sets.shared)])) {
    const candidates = [sets.shared[key], sets.english[key]].filter(
      (value): value is string => typeof value === 'string',
    );
    values[key] = candidates.find((value) => value.trim() !== '') ?? candidates[0] ?? '';
  }
  return values;
}
