/**
 * Reads an uploaded zip into `SampleFiles`: the folder may be at the zip's root or be its one top folder
 * (as an export makes it). The limits hold on what is really read while inflating (inflate-zip-entries.ts),
 * never on what the archive claims: one process serves every borrower, so no upload may hold it for long.
 */
import { strFromU8 } from 'fflate';
import {
  sampleTextFiles,
  type SampleFiles,
  type SampleTextFile,
} from '../../../settings-samples/check/sample-files.ts';
import { inflateZipEntries, type InflateLimits } from './inflate-zip-entries.ts';
import { claimedEntryCount } from './zip-claimed-entries.ts';

/** What an import may hold and take: a sample folder is a few JSON files and images of at most 1 MB each. */
export const importLimits: Readonly<InflateLimits> = {
  files: 200,
  fileBytes: 8 * 1024 * 1024,
  bytes: 16 * 1024 * 1024,
  depth: 8,
  nameLength: 255,
  milliseconds: 2000,
};

/** The folder inside the zip, or a sentence saying why it cannot be read. */
export type ZipRead = { ok: true; files: SampleFiles } | { ok: false; message: string };

/** Reads the zip; `fallbackName` names a folder zipped without a top folder. */
export function readSampleZip(zip: Uint8Array, fallbackName: string): ZipRead {
  const claimed = claimedEntryCount(zip);
  if (claimed === undefined)
    return { ok: false, message: 'The file is not a zip that can be read (it has no end-of-archive record).' };
  if (claimed > importLimits.files)
    return { ok: false, message: `The zip claims ${claimed} entries; at most ${importLimits.files} are imported.` };
  const inflated = inflateZipEntries(zip, importLimits);
  if (!inflated.ok) return inflated;
  const entries = inflated.entries;
  const names = [...entries.keys()].filter((n) => !n.endsWith('/') && !/(^|\/)(__MACOSX|\.DS_Store)(\/|$)/.test(n));
  const tops = new Set(names.map((n) => (n.includes('/') ? n.split('/')[0]! : '')));
  const top = tops.size === 1 && !tops.has('') && !tops.has('images') ? [...tops][0]! : undefined;
  const text: Partial<Record<SampleTextFile, string>> = {};
  const images = new Map<string, Uint8Array>();
  const extra: string[] = [];
  for (const name of names) {
    const inner = top ? name.slice(top.length + 1) : name;
    if ((sampleTextFiles as readonly string[]).includes(inner))
      text[inner as SampleTextFile] = strFromU8(entries.get(name)!);
    else if (/^images\/[^/]+$/.test(inner)) images.set(inner.slice('images/'.length), entries.get(name)!);
    else extra.push(inner);
  }
  return { ok: true, files: { name: top ?? fallbackName, text, images, extra } };
}
