import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { StudioSettingDefinition } from '@schemas/studio/studio-api';
import type { SettingValues } from '@schemas/settings/types';
import { languageKey, offeredLanguages } from '@schemas/settings/languages';
import { translationGaps } from '@schemas/studio/translation-gaps';
import { KeyLabel } from '@studio/ui/key-label';
import './translation-gaps-panel.css';

/** Props of the translations view. */
export interface TranslationGapsPanelProps {
  settings: readonly StudioSettingDefinition[];
  /** Effective values (published, drafts, local edits). */
  values: SettingValues;
  /** When each stored key last changed, in ms (settingChangeTimes). */
  changedAt: Readonly<Record<string, number>>;
  /** Link that opens a key in the editor. */
  hrefFor(key: string): string;
}

const reasons = { missing: 'missing', outdated: 'outdated (the English changed after it)' } as const;

/**
 * The texts still to translate (decision 357), under a button that shows their count; each row opens the key. Nothing
 * when the lender offers no language besides English. Follows the edits as they are typed.
 */
export function TranslationGapsPanel({ settings, values, changedAt, hrefFor }: TranslationGapsPanelProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (offeredLanguages(values).length === 0) return null;
  const gaps = translationGaps(settings, values, changedAt);
  return (
    <section className="translation-gaps" aria-label="Translations">
      <button
        type="button"
        className="secondary"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
      >
        Missing or outdated translations ({gaps.length})
      </button>
      <div id={listId} hidden={!open}>
        {gaps.length === 0 ? (
          <p>Every text the lender changed has its translation.</p>
        ) : (
          <ul aria-label="Missing or outdated translations">
            {gaps.map((gap) => (
              <li key={`${gap.key}@${gap.language}`}>
                <Link to={hrefFor(gap.key)}>
                  <KeyLabel storedKey={languageKey(gap.key, gap.language)} />
                </Link>
                : {reasons[gap.reason]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
