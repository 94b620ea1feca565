/**
 * Checks a sample's institution.json: an object of the institution options the portal reads
 * (schemas/src/settings/institution-options.ts), each usable, with a name and a logo folder.
 */
import { institutionOptionDefaults, readInstitutionOptions } from '../../schemas/src/settings/institution-options.ts';
import type { InstitutionOptionsRaw } from '../../schemas/src/settings/types.ts';
import type { SampleProblem } from './sample-files.ts';

const FILE = 'institution.json';
/**
 * Sandbox-only options (README, decision 160): the ACH cut-off time and its zone. An export of a sandbox
 * whose tests set them carries them, so they are known here; the portal never reads them.
 */
export const sandboxInstitutionOptions: Readonly<Record<string, RegExp>> = {
  AchCutoffTime: /^([01]\d|2[0-3]):[0-5]\d$/,
  AchCutoffTimeZone: /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/,
};
const knownNames = [...Object.keys(institutionOptionDefaults), ...Object.keys(sandboxInstitutionOptions)];
/** Options a sample must give itself: the defaults ('Online Services', the default logos) fit no real lender. */
const required = ['InstitutionName', 'LogoFolder'] as const;

/** Parses and checks institution.json; every problem names its option. */
export function checkInstitutionFile(text: string | undefined): {
  options?: InstitutionOptionsRaw;
  problems: SampleProblem[];
} {
  if (text === undefined) return { problems: [{ file: FILE, key: '', message: 'institution.json is missing' }] };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      problems: [{ file: FILE, key: '', message: `institution.json is not valid JSON: ${(error as Error).message}` }],
    };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return {
      problems: [{ file: FILE, key: '', message: 'institution.json must be an object of institution options' }],
    };
  }
  const problems: SampleProblem[] = [];
  const options: InstitutionOptionsRaw = {};
  for (const [name, value] of Object.entries(json as Record<string, unknown>)) {
    if (!knownNames.some((known) => known.toLowerCase() === name.toLowerCase())) {
      problems.push({
        file: FILE,
        key: name,
        message: `'${name}' is not an institution option the portal reads (known: ${knownNames.join(', ')})`,
      });
    } else if (
      name in sandboxInstitutionOptions &&
      !(typeof value === 'string' && sandboxInstitutionOptions[name]!.test(value.trim()))
    ) {
      problems.push({
        file: FILE,
        key: name,
        message: `'${name}' must be ${name === 'AchCutoffTime' ? 'a time "HH:mm"' : 'a time zone name such as America/New_York'}, got ${JSON.stringify(value)}`,
      });
    } else if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) {
      options[name] = value as string | number | boolean | null;
    } else {
      problems.push({
        file: FILE,
        key: name,
        message: `'${name}' must be a text, number or true/false, got ${JSON.stringify(value)}`,
      });
    }
  }
  const read = readInstitutionOptions(options);
  for (const p of read.problems) problems.push({ file: FILE, key: p.option, message: p.message });
  for (const name of required) {
    if (!read.given.includes(name) && !read.problems.some((p) => p.option === name))
      problems.push({ file: FILE, key: name, message: `${name} is required` });
  }
  return { options, problems };
}
