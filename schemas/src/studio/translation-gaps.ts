/**
 * Which texts a lender who offers other languages still has to translate (decision 357): pure, so the studio's
 * view and the route tests apply the same rule.
 * - missing: the lender has its own English text and no value in the language, so those borrowers read English;
 * - outdated: the English was changed (a draft saved or typed, or a version published) after the language's value.
 * A key left at the catalogue's English needs nothing: the catalogue's translation applies.
 */
import { languageKey, offeredLanguages, TRANSLATED_KINDS } from '../settings/languages.ts';
import type { SettingKind, SettingValues } from '../settings/types.ts';

/** One text to translate. */
export interface TranslationGap {
  key: string;
  language: string;
  reason: 'missing' | 'outdated';
}

const filled = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The gaps, in catalogue order. `values`: effective values (published, drafts and edits; a language's under
 * `section.name@<language>`); `changedAt`: when each stored key last changed, in ms (absent: never by the lender).
 */
export function translationGaps(
  settings: readonly { key: string; kind: SettingKind }[],
  values: Readonly<SettingValues>,
  changedAt: Readonly<Record<string, number>>,
): TranslationGap[] {
  const gaps: TranslationGap[] = [];
  for (const language of offeredLanguages(values)) {
    for (const { key, kind } of settings) {
      if (!TRANSLATED_KINDS.has(kind) || !filled(values[key])) continue;
      const translated = languageKey(key, language);
      const english = changedAt[key];
      const other = changedAt[translated];
      if (!filled(values[translated])) gaps.push({ key, language, reason: 'missing' });
      else if (english !== undefined && (other === undefined || english > other))
        gaps.push({ key, language, reason: 'outdated' });
    }
  }
  return gaps;
}
