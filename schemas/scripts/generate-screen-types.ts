/**
 * `npm run gen:screens`: reads every `schemas/screens/*.json` and writes `schemas/src/screens/generated/screen-data.ts`
 * (form data types, screen ids, the screen index) and `.../generated/screen-modules.d.ts` (typed validator modules).
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readScreenFiles } from '../src/screens/read-screen-files.ts';
import { renderScreenDataFile, renderScreenModulesFile } from '../src/screens/render-screen-types.ts';

const out = (name: string) => fileURLToPath(new URL(`../src/screens/generated/${name}`, import.meta.url));

try {
  const screens = readScreenFiles();
  writeFileSync(out('screen-data.ts'), renderScreenDataFile(screens));
  writeFileSync(out('screen-modules.d.ts'), renderScreenModulesFile(screens));
  console.log(`Screens: ${screens.length}; wrote screen-data.ts and screen-modules.d.ts`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
