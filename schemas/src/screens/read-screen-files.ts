/**
 * Reads every screen file from `schemas/screens/` (Node only: the type generator and tests use it; the
 * portal gets each screen through `virtual:screen-validator/<id>`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ScreenFile } from './screen-file.ts';

/** One screen file on disk: its id (the file name, which the validator plugin also requires as `schema.$id`). */
export interface ScreenSource {
  id: string;
  file: string;
  screen: ScreenFile;
}

const defaultDir = fileURLToPath(new URL('../../screens/', import.meta.url));

/** Every screen file, sorted by id; fails naming the file whose `$id` differs from its name. */
export function readScreenFiles(dir = defaultDir): ScreenSource[] {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json') && !f.endsWith('.schema.json'))
    .sort();
  return files.map((file) => {
    const screen = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as ScreenFile;
    const id = file.slice(0, -'.json'.length);
    if (screen.schema.$id !== id) throw new Error(`${file}: schema.$id is '${screen.schema.$id}', expected '${id}'`);
    return { id, file, screen };
  });
}
