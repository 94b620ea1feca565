/**
 * The entry count an archive claims in its end record. The import never walks the central directory (it
 * reads the entries themselves, see inflate-zip-entries.ts), but a count far over the limit names the
 * problem at once: a 98-byte file can claim four billion entries.
 */

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const END_SIZE = 22;
const MAX_COMMENT = 0xffff;

/**
 * The claimed count (the zip64 record's when the end record defers to it), or undefined when there is no end record.
 */
export function claimedEntryCount(zip: Uint8Array): number | undefined {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let end = zip.length - END_SIZE; end >= 0 && end >= zip.length - END_SIZE - MAX_COMMENT; end -= 1) {
    if (view.getUint32(end, true) !== END) continue;
    const count = view.getUint16(end + 10, true);
    if (count !== 0xffff || end < 20 || view.getUint32(end - 20, true) !== ZIP64_LOCATOR) return count;
    const record = view.getBigUint64(end - 12, true);
    if (record + 56n > BigInt(zip.length) || view.getUint32(Number(record), true) !== ZIP64_END) return count;
    return Number(view.getBigUint64(Number(record) + 32, true));
  }
  return undefined;
}
