/**
 * Reads an uploaded zip into `SampleFiles`: the folder may be at the zip's root or be its one top folder
 * (as an export makes it). Sizes are capped before anything is inflated, so a zip bomb costs nothing.
 */
import { strFromU8, unzipSync } from 'fflate';
import { sampleTextFiles, type SampleFiles, type SampleTextFile } from '../../../settings-samples/check/sample-files.ts';

/** Most files and bytes (inflated, as the zip declares them) an import may hold. */
export const importLimits = { files: 200, bytes: 16 * 1024 * 1024 } as const;

/** The folder inside the zip, or a sentence saying why it cannot be read. */
export type ZipRead = { ok: true; files: SampleFiles } | { ok: false; message: string };

/** Reads the zip; `fallbackName` names a folder zipped without a top folder. */
export function readSampleZip(zip: Uint8Array, fallbackName: string): ZipRead {
  let count = 0;
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        count += 1;
        total += file.originalSize;
        return count <= importLimits.files && total <= importLimits.bytes;
      },
    });
  } catch (error) {
    return { ok: false, message: `The file is not a zip that can be read (${(error as Error).message}).` };
  }
  if (count > importLimits.files || total > importLimits.bytes) {
    return { ok: false, message: `The zip is too large: at most ${importLimits.files} files and ${importLimits.bytes / 1024 / 1024} MB unpacked.` };
  }
  const names = Object.keys(entries).filter((n) => !n.endsWith('/') && !/(^|\/)(__MACOSX|\.DS_Store)(\/|$)/.test(n));
  const tops = new Set(names.map((n) => (n.includes('/') ? n.split('/')[0]! : '')));
  const top = tops.size === 1 && !tops.has('') && !tops.has('images') ? [...tops][0]! : undefined;
  const text: Partial<Record<SampleTextFile, string>> = {};
  const images = new Map<string, Uint8Array>();
  const extra: string[] = [];
  for (const name of names) {
    const inner = top ? name.slice(top.length + 1) : name;
    if ((sampleTextFiles as readonly string[]).includes(inner)) text[inner as SampleTextFile] = strFromU8(entries[name]!);
    else if (/^images\/[^/]+$/.test(inner)) images.set(inner.slice('images/'.length), entries[name]!);
    else extra.push(inner);
  }
  return { ok: true, files: { name: top ?? fallbackName, text, images, extra } };
}
