/**
 * How a sample's settings sets and this instance's overrides make what the portal reads. The
 * portal's reader (schemas/src/settings/reader.ts) takes the shared value when it is not empty,
 * else the english one, else the catalogue default.
 */
import { languageKey, languageSets, splitLanguageKey } from '../../../schemas/src/settings/languages.ts';
import type { SettingValues } from '../../../schemas/src/settings/types.ts';

type SettingSets = { shared: SettingValues; english: SettingValues };

const owns = (values: SettingValues, key: string) => Object.prototype.hasOwnProperty.call(values, key);

/**
 * The sets served: overrides go into shared and also take their keys out of english, so an
 * override emptied by staff means the catalogue default rather than the sample's english text.
 * A language's overrides (`section.name@es`) are not among them: composeLanguageSet serves those.
 */
export function composeSettingSets(sample: SettingSets, overrides: SettingValues): SettingSets {
  const plain = Object.fromEntries(Object.entries(overrides).filter(([key]) => !key.includes('@')));
  const english = Object.fromEntries(Object.entries(sample.english).filter(([key]) => !owns(plain, key)));
  return { shared: { ...sample.shared, ...plain }, english };
}

/**
 * One language's set (plain keys) as ApplicationOptions serves it (decision 360): the sample's set for that
 * language, then the lender's overrides in that language (`section.name@es`) over it. A sample's translation
 * of a text the lender has since rewritten in English is dropped: it translates words the lender replaced,
 * so the reader shows the lender's English until the lender writes the language's value.
 */
export function composeLanguageSet(
  language: string,
  sample: Readonly<Record<string, SettingValues | undefined>>,
  overrides: SettingValues,
): SettingValues {
  const set = languageSets[language];
  const values: SettingValues = {};
  for (const [key, value] of Object.entries((set && sample[set]) ?? {})) {
    if (!owns(overrides, key) || owns(overrides, languageKey(key, language))) values[key] = value;
  }
  for (const [stored, value] of Object.entries(overrides)) {
    const { key, language: valueLanguage } = splitLanguageKey(stored);
    if (valueLanguage === language) values[key] = value;
  }
  return values;
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
