/**
 * Hostile archives for the import's limit tests, made on the spot: each is small on the wire and lies, or
 * points somewhere it must not. Built from fflate's own zips with the lying fields patched in, so every
 * other byte is what a real tool writes.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import { onePixelPng } from './transfer-test-kit.ts';

/** A folder that would import cleanly, so whatever is refused is refused for the hostile part alone. */
export const cleanFolder = (): Zippable => ({
  'settings.json': strToU8(
    JSON.stringify({
      shared: { 'dashboard.bannerImage': '/logos/default/banner.png' },
      english: { 'loginPage.heading': 'Welcome' },
    }),
  ),
  'institution.json': strToU8(JSON.stringify({ InstitutionName: 'Default Lender', LogoFolder: 'default' })),
  images: { 'banner.png': [onePixelPng, { level: 0 }] },
});

/**
 * 98 bytes: no entry at all, and an end-of-archive record (zip64) that claims 4,294,967,295 of them. A reader
 * that trusts the count walks the directory that many times.
 */
export function claimedEntriesZip(): Uint8Array {
  const out = new Uint8Array(98);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x06064b50, true); // zip64 end of central directory record
  view.setBigUint64(4, 44n, true);
  view.setUint16(12, 45, true);
  view.setUint16(14, 45, true);
  view.setBigUint64(24, 0xffffffffn, true); // entries on this disk
  view.setBigUint64(32, 0xffffffffn, true); // entries in all
  view.setBigUint64(48, 98n, true); // the directory starts where the file ends: every entry reads as zeros
  view.setUint32(56, 0x07064b50, true); // zip64 locator, pointing at offset 0
  view.setUint32(72, 1, true);
  view.setUint32(76, 0x06054b50, true); // end of central directory: "see zip64"
  for (const at of [80, 82, 84, 86]) view.setUint16(at, 0xffff, true);
  view.setUint32(88, 0xffffffff, true);
  view.setUint32(92, 0xffffffff, true);
  return out;
}

/**
 * Deflate of `megabytes` MB of zeros, written bit by bit in a few milliseconds (a compressor takes seconds
 * for a gigabyte): one fixed-Huffman block of a literal 0, then "copy 258 bytes from 1 back" until the size is
 * reached, then the end of the block. 13 bits per 258 bytes: 1 GB is about 6.5 MB on the wire.
 */
function deflatedZeros(megabytes: number): Uint8Array {
  const copies = Math.ceil((megabytes * 1024 * 1024 - 1) / 258);
  const out = new Uint8Array(Math.ceil((3 + 8 + copies * 13 + 7) / 8));
  let bit = 0;
  /** Header fields go least significant bit first, Huffman codes most significant bit first (RFC 1951 §3.1.1). */
  const put = (value: number, count: number, huffman = false) => {
    for (let i = 0; i < count; i += 1) {
      const b = huffman ? (value >> (count - 1 - i)) & 1 : (value >> i) & 1;
      out[bit >> 3]! |= b << (bit & 7);
      bit += 1;
    }
  };
  put(1, 1); // last block
  put(1, 2); // fixed Huffman codes
  put(0b00110000, 8, true); // literal 0
  for (let i = 0; i < copies; i += 1) {
    put(0b11000101, 8, true); // length 258 (code 285)
    put(0, 5, true); // distance 1 (code 0)
  }
  put(0, 7, true); // end of block (code 256)
  return out;
}

/** Offsets of every local and central header in a zip fflate wrote (no comment, no zip64). */
function headers(zip: Uint8Array): { local: number[]; central: number[] } {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const end = zip.length - 22;
  const count = view.getUint16(end + 10, true);
  const central: number[] = [];
  const local: number[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < count; i += 1) {
    central.push(at);
    local.push(view.getUint32(at + 42, true));
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { local, central };
}

/**
 * `lender/settings.json` declares 300 bytes but inflates to `megabytes` MB: a reader that caps what the
 * archive declares lets it through, and the inflate fills memory.
 */
export function lyingSizeZip(megabytes = 1024): Uint8Array {
  const zip = zipSync({ lender: { ...cleanFolder(), 'settings.json': [new Uint8Array(300), { level: 9 }] } });
  const { local, central } = headers(zip);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const bomb = deflatedZeros(megabytes);
  // Swap the entry's data for the bomb: rebuild the archive around it with the declared sizes kept small.
  const name = strToU8('lender/settings.json');
  const index = central.findIndex((at) => Buffer.from(zip.subarray(at + 46, at + 46 + name.length)).equals(name));
  const start = local[index]!;
  const dataAt = start + 30 + view.getUint16(start + 26, true) + view.getUint16(start + 28, true);
  const oldSize = view.getUint32(start + 18, true);
  const grown = Buffer.concat([zip.subarray(0, dataAt), bomb, zip.subarray(dataAt + oldSize)]);
  const out = new DataView(grown.buffer, grown.byteOffset, grown.byteLength);
  const shift = bomb.length - oldSize;
  out.setUint32(start + 18, bomb.length, true); // the compressed size is true, or the entry could not be found
  const after = (at: number) => (at > start ? at + shift : at);
  for (let i = 0; i < central.length; i += 1) {
    const at = central[i]! + shift;
    if (i === index) out.setUint32(at + 20, bomb.length, true);
    out.setUint32(at + 42, after(local[i]!), true);
  }
  const end = grown.length - 22;
  out.setUint32(end + 16, out.getUint32(end + 16, true) + shift, true);
  return new Uint8Array(grown);
}

/** Writes `to` over every occurrence of `from` (same length) in the archive's names. */
function renamed(zip: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('a rename keeps the length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return new Uint8Array(out);
}

/** `settings.json` twice: which one wins depends on the reader, so the reviewer cannot know what is imported. */
export function duplicateNameZip(): Uint8Array {
  const zip = zipSync({
    lender: {
      ...cleanFolder(),
      'settings.jsoX': [strToU8(JSON.stringify({ english: { 'loginPage.heading': 'Other' } })), { level: 0 }],
    },
  });
  return renamed(zip, 'settings.jsoX', 'settings.json');
}

/** An entry that climbs out of the folder it is unpacked into. */
export function traversalZip(): Uint8Array {
  const zip = zipSync({ lender: cleanFolder(), 'zzzzzzzzzzzz/evil.txt': strToU8('owned') });
  return renamed(zip, 'zzzzzzzzzzzz/evil.txt', '../../../etc/evil.txt');
}

/** An entry 500 folders deep: every folder is a step for whoever unpacks or walks it. */
export function deepPathZip(): Uint8Array {
  return zipSync({ lender: cleanFolder(), [`${'d/'.repeat(500)}x.txt`]: strToU8('deep') });
}

/** `count` real entries behind an end record that claims 5, so only counting what is read can catch them. */
export function underclaimedZip(count: number): Uint8Array {
  const files = Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}.txt`, strToU8('x')]));
  const zip = zipSync({ lender: { ...cleanFolder(), ...files } });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  view.setUint16(zip.length - 22 + 8, 5, true);
  view.setUint16(zip.length - 22 + 10, 5, true);
  return zip;
}
