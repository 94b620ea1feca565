/**
 * Inflates a zip's entries with fflate's streaming `Unzip`, holding the import's limits on what is really
 * read: entries are counted as they are met, bytes as they come out of the inflate, and time as it passes.
 * Nothing the archive declares is trusted, except that an entry inflating past its own declared size is a lie
 * and is refused as one. The archive is pushed in small pieces, so one piece of a bomb inflates to a few MB
 * at most before the count stops the read.
 */
import { Unzip, UnzipInflate } from 'fflate';

/** What one import may hold and take. */
export interface InflateLimits {
  /** Entries (folders included). */
  files: number;
  /** Inflated bytes of one entry. */
  fileBytes: number;
  /** Inflated bytes of all entries. */
  bytes: number;
  /** Path segments of one entry name. */
  depth: number;
  /** Characters of one entry name. */
  nameLength: number;
  /** Wall time of the whole read. */
  milliseconds: number;
}

/** Every entry by its name, or a sentence naming the first problem met (then nothing is returned). */
export type Inflated = { ok: true; entries: Map<string, Uint8Array> } | { ok: false; message: string };

/** Compressed bytes handed to the inflate at a time: deflate expands at most about 1,032 times. */
const PIECE = 1024;
const MB = 1024 * 1024;

/** A name as a message shows it: long ones cut. */
function shown(name: string): string {
  return name.length > 60 ? `${name.slice(0, 60)}…` : name;
}

/** Why an entry name is refused: it leaves the folder, or is too deep or long for any sample folder. */
function nameProblem(name: string, limits: InflateLimits): string | undefined {
  const segments = name.replace(/\/$/, '').split('/');
  if (
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    /^[a-z]:/i.test(name) ||
    segments.includes('..')
  ) {
    return `The zip entry ${shown(name)} leaves its folder (.. or an absolute path).`;
  }
  if (segments.length > limits.depth)
    return `The zip entry ${shown(name)} is ${segments.length} levels deep; at most ${limits.depth} are allowed.`;
  if (name.length > limits.nameLength)
    return `The zip entry ${shown(name)} has a name of ${name.length} characters; at most ${limits.nameLength} are allowed.`;
  return undefined;
}

/** Reads every entry of `zip` within `limits`. */
export function inflateZipEntries(zip: Uint8Array, limits: InflateLimits): Inflated {
  const started = performance.now();
  const entries = new Map<string, Uint8Array>();
  let problem: string | undefined;
  let total = 0;
  const refuse = (message: string) => {
    problem ??= message;
  };
  const unzip = new Unzip((file) => {
    if (problem !== undefined) return; // not started: its bytes are never inflated
    const name = file.name;
    const bad = nameProblem(name, limits);
    if (bad) return refuse(bad);
    if (entries.has(name)) return refuse(`The zip holds ${shown(name)} twice.`);
    if (entries.size >= limits.files)
      return refuse(`The zip holds more than ${limits.files} entries; at most ${limits.files} are imported.`);
    entries.set(name, new Uint8Array(0));
    const declared = file.originalSize; // undefined for an entry whose sizes follow its data
    const pieces: Uint8Array[] = [];
    let size = 0;
    file.ondata = (error, data, final) => {
      if (problem !== undefined) return;
      if (error) return refuse(`The zip entry ${shown(name)} cannot be inflated (${error.message}).`);
      size += data.length;
      total += data.length;
      if (declared !== undefined && size > declared)
        return refuse(`The zip entry ${shown(name)} inflates to more than the ${declared} bytes it declares.`);
      if (size > limits.fileBytes)
        return refuse(
          `The zip entry ${shown(name)} inflates to more than ${limits.fileBytes / MB} MB; at most that much is imported per file.`,
        );
      if (total > limits.bytes)
        return refuse(`The zip inflates to more than ${limits.bytes / MB} MB in all; at most that much is imported.`);
      pieces.push(data);
      if (final) entries.set(name, pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < zip.length && problem === undefined; at += PIECE) {
      if (performance.now() - started > limits.milliseconds)
        refuse(`The zip took more than ${limits.milliseconds / 1000} s to read; nothing was imported.`);
      else unzip.push(zip.subarray(at, at + PIECE), at + PIECE >= zip.length);
    }
  } catch (error) {
    refuse(`The file is not a zip that can be read (${(error as Error).message}).`);
  }
  return problem === undefined ? { ok: true, entries } : { ok: false, message: problem };
}
