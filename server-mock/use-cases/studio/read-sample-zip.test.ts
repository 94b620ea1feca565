import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  claimedEntriesZip,
  cleanFolder,
  deepPathZip,
  duplicateNameZip,
  lyingSizeZip,
  traversalZip,
  underclaimedZip,
} from './hostile-zip-kit';
import { inflateZipEntries } from './inflate-zip-entries';
import { importLimits, readSampleZip, type ZipRead } from './read-sample-zip';

/** The fastest of three reads (the machine is shared: the best run is the work, the others add waiting). */
function timed(zip: Uint8Array): { read: ZipRead; ms: number } {
  let best = Infinity;
  let read: ZipRead | undefined;
  for (let i = 0; i < 3; i += 1) {
    const start = performance.now();
    read = readSampleZip(zip, 'upload');
    best = Math.min(best, performance.now() - start);
  }
  return { read: read!, ms: best };
}

const hostile: [string, () => Uint8Array, RegExp][] = [
  [
    '98 bytes claiming 4,294,967,295 entries',
    claimedEntriesZip,
    /^The zip claims 4294967295 entries; at most 200 are imported\.$/,
  ],
  [
    'an entry declaring 300 bytes that inflates to 1 GB',
    () => lyingSizeZip(1024),
    /^The zip entry lender\/settings\.json inflates to more than the 300 bytes it declares\.$/,
  ],
  ['an entry 500 folders deep', deepPathZip, /^The zip entry d\/d\/d.*… is 501 levels deep; at most 8 are allowed\.$/],
  ['the same name twice', duplicateNameZip, /^The zip holds lender\/settings\.json twice\.$/],
  [
    'a path that climbs out with ../',
    traversalZip,
    /^The zip entry \.\.\/\.\.\/\.\.\/etc\/evil\.txt leaves its folder \(\.\. or an absolute path\)\.$/,
  ],
];

describe('readSampleZip: limits held while inflating, not taken from the archive', () => {
  it.each(hostile)(
    'when the zip holds %s, then it is refused in under 100 ms with a sentence naming the problem',
    (what, make, message) => {
      const zip = make();
      const { read, ms } = timed(zip);
      console.log(`import refused ${what} (${zip.length} bytes) in ${ms.toFixed(1)} ms`);
      expect(read.ok).toBe(false);
      expect(!read.ok && read.message).toMatch(message);
      expect(ms).toBeLessThan(100);
    },
  );

  it('when the entries inflate past the per-file or total cap, then the read stops there', () => {
    // Stored, not deflated: making the archive stays quick, and stored bytes are counted the same way.
    const stored = (bytes: number): [Uint8Array, { level: 0 }] => [new Uint8Array(bytes), { level: 0 }];
    const one = readSampleZip(
      zipSync({ lender: { ...cleanFolder(), 'big.bin': stored(importLimits.fileBytes + 1) } }),
      'upload',
    );
    expect(!one.ok && one.message).toBe(
      `The zip entry lender/big.bin inflates to more than ${importLimits.fileBytes / 1024 / 1024} MB; at most that much is imported per file.`,
    );
    const half = stored(importLimits.fileBytes);
    const all = readSampleZip(
      zipSync({ lender: { ...cleanFolder(), 'a.bin': half, 'b.bin': half, 'c.bin': half } }),
      'upload',
    );
    expect(!all.ok && all.message).toBe(
      `The zip inflates to more than ${importLimits.bytes / 1024 / 1024} MB in all; at most that much is imported.`,
    );
  });

  it('when the zip really holds more entries than allowed, then it is refused whatever its directory says', () => {
    const read = readSampleZip(underclaimedZip(importLimits.files), 'upload');
    expect(!read.ok && read.message).toBe(
      `The zip holds more than ${importLimits.files} entries; at most ${importLimits.files} are imported.`,
    );
  });

  it('when reading takes longer than the time cap, then it stops and says so', () => {
    const read = inflateZipEntries(zipSync({ lender: cleanFolder() }), { ...importLimits, milliseconds: -1 });
    expect(read).toEqual({ ok: false, message: 'The zip took more than -0.001 s to read; nothing was imported.' });
  });

  it('when the folder is an ordinary export, then every file comes back whole', () => {
    const read = readSampleZip(zipSync({ lender: cleanFolder() }), 'upload');
    if (!read.ok) throw new Error(read.message);
    expect(read.files.name).toBe('lender');
    expect(Object.keys(read.files.text).sort()).toEqual(['institution.json', 'settings.json']);
    expect([...read.files.images.keys()]).toEqual(['banner.png']);
    expect(read.files.extra).toEqual([]);
  });
});
