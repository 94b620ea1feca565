/**
 * A sample institution's folder as data (`settings-samples/<name>/` on disk, or the same folder inside an
 * export zip), so one check serves `npm run samples:check` and the studio's import alike.
 */

/** The text files of a sample folder. */
export type SampleTextFile = 'settings.json' | 'institution.json' | 'README.md';

/** The text files of a sample folder. */
export const sampleTextFiles: readonly SampleTextFile[] = ['settings.json', 'institution.json', 'README.md'];

/** The files of one sample folder. */
export interface SampleFiles {
  /** The folder's name (the sample id). */
  name: string;
  /** Text files present, by name. */
  text: Partial<Record<SampleTextFile, string>>;
  /** Files of `images/`, by file name. */
  images: ReadonlyMap<string, Uint8Array>;
  /** Other files found (reported: a sample holds nothing else). */
  extra: readonly string[];
}

/** One problem, at the file and key (setting key, institution option or file name) it concerns. */
export interface SampleProblem {
  /** Path inside the sample folder, e.g. `settings.json` or `images/logo.png`. */
  file: string;
  /** Setting key, institution option name, or '' when the problem is the whole file. */
  key: string;
  message: string;
}
