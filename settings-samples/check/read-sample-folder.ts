/** Reads a sample folder from disk into `SampleFiles` (node only; the check itself is pure). */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sampleTextFiles, type SampleFiles, type SampleTextFile } from './sample-files.ts';

/** The files of the folder at `dir`; anything besides the sample's files is listed in `extra`. */
export function readSampleFolder(dir: string): SampleFiles {
  const text: Partial<Record<SampleTextFile, string>> = {};
  const images = new Map<string, Uint8Array>();
  const extra: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile() && (sampleTextFiles as readonly string[]).includes(entry.name)) {
      text[entry.name as SampleTextFile] = readFileSync(join(dir, entry.name), 'utf8');
    } else if (entry.isDirectory() && entry.name === 'images') {
      for (const image of readdirSync(join(dir, 'images'), { withFileTypes: true })) {
        if (image.isFile()) images.set(image.name, new Uint8Array(readFileSync(join(dir, 'images', image.name))));
        else extra.push(`images/${image.name}`);
      }
    } else {
      extra.push(entry.isDirectory() ? `${entry.name}/` : entry.name);
    }
  }
  return { name: basename(dir), text, images, extra };
}
