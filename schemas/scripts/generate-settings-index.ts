/**
 * `npm run gen:settings`: validates every `schemas/settings/*.json` and writes
 * `schemas/src/settings/generated/setting-key.ts` (the SettingKey union) and `.../generated/catalogue-sections.ts`.
 * Fails (exit 1) naming the file and key of each problem.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCatalogue } from '../src/settings/read-catalogue-files.ts';
import { renderSectionsIndexFile, renderSettingKeyFile } from '../src/settings/render-settings-index.ts';

const out = (name: string) => fileURLToPath(new URL(`../src/settings/generated/${name}`, import.meta.url));

try {
  const sections = readCatalogue();
  writeFileSync(out('setting-key.ts'), renderSettingKeyFile(sections));
  writeFileSync(out('catalogue-sections.ts'), renderSectionsIndexFile(sections));
  const count = sections.reduce((n, s) => n + Object.keys(s.keys).length, 0);
  console.log(
    `Settings catalogue: ${sections.length} sections, ${count} keys; wrote setting-key.ts and catalogue-sections.ts`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
