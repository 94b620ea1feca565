/**
 * The publish page's rows: every draft entry beside the value borrowers get today, in catalogue order
 * (section, then key), so a publisher reviews exactly what `POST /studio/api/publish` would make live.
 */
import { splitLanguageKey } from '@schemas/settings/languages';
import type { DraftEntry, StudioCatalogue, StudioState } from '@schemas/studio/studio-api';

/** How a value is shown: rich text as a text diff, images as thumbnails, the rest as written. */
export type DiffDisplay = 'text' | 'richText' | 'image' | 'plain';

/** One changed key. */
export interface DiffRow {
  scope: 'setting' | 'institutionOption';
  /** The stored key: `section.name`, or `section.name@<language>` for a text in another language. */
  key: string;
  /** The catalogue section (`login` of `login.heading`), or "Institution options". */
  section: string;
  display: DiffDisplay;
  description: string;
  /** Null when the published side has no value at all. */
  published: string | null;
  draft: string;
  entry: DraftEntry;
}

/** Section label of institution options in the diff. */
export const institutionOptionsSection = 'Institution options';

function displayOf(kind: string | undefined): DiffDisplay {
  if (kind === 'text' || kind === 'richText' || kind === 'image') return kind;
  return 'plain';
}

/** Builds the rows; a key missing from the catalogue is still listed (plain), so nothing publishes unseen. */
export function buildDraftDiff(state: StudioState, catalogue: StudioCatalogue | undefined): DiffRow[] {
  const settings = new Map((catalogue?.settings ?? []).map((d) => [d.key, d]));
  const options = new Map((catalogue?.institutionOptions ?? []).map((d) => [d.name, d]));
  const rows: DiffRow[] = Object.entries(state.draft.settings).map(([key, entry]) => {
    const { key: settingKey, language } = splitLanguageKey(key);
    const definition = settings.get(settingKey);
    // The catalogue's default is English; another language's published side is only what the lender set.
    const fallback = language === 'en' ? definition?.default : undefined;
    return {
      scope: 'setting',
      key,
      section: definition?.section ?? settingKey.split('.')[0] ?? settingKey,
      display: displayOf(definition?.kind),
      description: definition?.description ?? '',
      published: state.published.settings[key] ?? fallback ?? null,
      draft: entry.value,
      entry,
    };
  });
  rows.sort((a, b) => a.section.localeCompare(b.section) || a.key.localeCompare(b.key));
  const optionRows: DiffRow[] = Object.entries(state.draft.institutionOptions).map(([name, entry]) => {
    const published = state.published.institutionOptions[name];
    return {
      scope: 'institutionOption',
      key: name,
      section: institutionOptionsSection,
      display: 'plain',
      description: options.get(name)?.description ?? '',
      published:
        published === undefined || published === null ? (options.get(name)?.default ?? null) : String(published),
      draft: entry.value,
      entry,
    };
  });
  optionRows.sort((a, b) => a.key.localeCompare(b.key));
  return [...rows, ...optionRows];
}

/** Groups rows by section, keeping their order. */
export function groupBySection(rows: DiffRow[]): [string, DiffRow[]][] {
  const groups = new Map<string, DiffRow[]>();
  for (const row of rows) groups.set(row.section, [...(groups.get(row.section) ?? []), row]);
  return [...groups.entries()];
}

/** Keys whose last editor is `userName`: what four eyes forbids that user to publish. */
export function keysLastEditedBy(rows: DiffRow[], userName: string): string[] {
  return rows.filter((row) => row.entry.updatedBy === userName).map((row) => row.key);
}
