/**
 * Renders the two generated files from the validated sections. Pure, so the up-to-date test can compare the
 * files on disk with what the generator would write now.
 */
import type { CatalogueSection } from './catalogue-files.ts';

const header = (what: string) =>
  `// GENERATED FILE, do not edit. ${what}\n` +
  '// Source: schemas/settings/*.json. Regenerate with `npm run gen:settings` after changing the catalogue.\n';

/** `setting-key.ts`: the typed union of every `section.name`. */
export function renderSettingKeyFile(sections: CatalogueSection[]): string {
  const keys = sections.flatMap((s) => Object.keys(s.keys)).sort();
  const union = keys.length === 0 ? ' never' : keys.map((k) => `\n  | '${k}'`).join('');
  return (
    header('The typed union of every settings key.') +
    '\n/** Every key of the settings catalogue (`section.name`); reading any other key fails typecheck. */\n' +
    `export type SettingKey =${union};\n`
  );
}

/** `catalogue-sections.ts`: imports each section file so `catalogue.ts` can build and check the catalogue. */
export function renderSectionsIndexFile(sections: CatalogueSection[]): string {
  const ident = (s: CatalogueSection) => `section_${s.section}`;
  const imports = sections.map((s) => `import ${ident(s)} from '../../../settings/${s.file}';`).join('\n');
  const entries = sections.map((s) => `  { file: '${s.file}', json: ${ident(s)} as unknown },`).join('\n');
  return (
    header('Imports every catalogue section file.') +
    (imports ? `${imports}\n` : '') +
    '\n/** The raw section files of the catalogue, sorted by file name; `catalogue.ts` validates them. */\n' +
    `export const catalogueSectionFiles: { file: string; json: unknown }[] = [\n${entries}${entries ? '\n' : ''}];\n`
  );
}
