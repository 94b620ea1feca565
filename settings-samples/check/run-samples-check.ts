/**
 * `npm run samples:check [PATH...]`: checks every folder of `settings-samples/` (or the folders given)
 * against the catalogue and prints each problem as `<folder>/<file>: <key>: <message>`.
 */
import { relative, resolve } from 'node:path';
import { catalogue } from '../../schemas/src/settings/catalogue.ts';
import { studioImageMaxBytes, studioImageMaxSidePx } from '../../schemas/src/studio/studio-api.ts';
import { listSamples, samplesDir } from '../load-sample.ts';
import { checkSample } from './check-sample.ts';
import { readSampleFolder } from './read-sample-folder.ts';

/** Where the runner writes and which folders it knows. */
export interface CheckRunOptions {
  /** The samples folder (default `settings-samples/`). */
  dir?: string;
  /** Printed lines go here (default console.log). */
  print?: (line: string) => void;
}

/** Checks the folders and prints the problems; returns the exit code (1 when any problem was found). */
export function runSamplesCheck(paths: readonly string[], options: CheckRunOptions = {}): number {
  const dir = options.dir ?? samplesDir;
  const print = options.print ?? ((line: string) => console.log(line));
  const folders = paths.length > 0 ? paths.map((p) => resolve(p)) : listSamples(dir).map((id) => resolve(dir, id));
  let count = 0;
  for (const folder of folders) {
    const near = relative(process.cwd(), folder);
    const shown = near === '' || near.startsWith('..') ? folder : near;
    let problems;
    try {
      problems = checkSample(readSampleFolder(folder), {
        catalogue,
        mode: 'folder',
        knownSamples: listSamples(dir),
        maxImageBytes: studioImageMaxBytes,
        maxImageSidePx: studioImageMaxSidePx,
      }).problems;
    } catch (error) {
      problems = [{ file: '', key: '', message: `cannot read the folder: ${(error as Error).message}` }];
    }
    for (const p of problems)
      print(`${p.file ? `${shown}/${p.file}` : shown}: ${p.key ? `${p.key}: ` : ''}${p.message}`);
    print(problems.length === 0 ? `ok ${shown}` : `${problems.length} problem(s) in ${shown}`);
    count += problems.length;
  }
  if (folders.length === 0) print(`No sample folders in ${dir}`);
  return count > 0 || folders.length === 0 ? 1 : 0;
}
