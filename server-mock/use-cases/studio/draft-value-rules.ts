/**
 * Whether a value may be saved as a draft: the key is known, a flag is 'true' or 'false', a number
 * is numeric, an agreement set-up string parses (with the spec's texts, word for word: 'GAC Setup
 * Error: Incorrect number of parameters', 'Invalid agreement type'), an institution option has
 * the kind and minimum the portal needs. Answers the message shown at the key, or undefined.
 */
import { parseAgreementSetup } from '../../../schemas/src/settings/agreement-setup.ts';
import { catalogue } from '../../../schemas/src/settings/catalogue.ts';
import {
  institutionOptionDefaults,
  readInstitutionOptions,
} from '../../../schemas/src/settings/institution-options.ts';
import { listLanguages } from '../../../schemas/src/settings/read-translations.ts';
import { validateSettingValues } from '../../../schemas/src/settings/validate-values.ts';

/** The catalogue's languages besides English, whose texts staff may store as `section.name@<language>`. */
const languages = listLanguages();

const AGREEMENT_SLOT = /^agreements\.agreement([1-5])$/;

/**
 * The problem of a setting value, or undefined when it may be saved; `allowHttp` in the sandbox only. A
 * text in another language (`loginPage.heading@es`) is checked as its English key (decision 370).
 */
export function settingValueProblem(key: string, value: string, allowHttp: boolean): string | undefined {
  const [problem] = validateSettingValues({ [key]: value }, catalogue, { allowHttp, languages });
  if (problem) return problem.message;
  const slot = AGREEMENT_SLOT.exec(key);
  if (slot && value.trim() !== '') {
    const parsed = parseAgreementSetup(value, Number(slot[1]) - 1);
    if (!parsed.ok) return parsed.error;
  }
  return undefined;
}

/** True for the institution options the studio edits. */
export function isStudioOption(name: string): boolean {
  return Object.prototype.hasOwnProperty.call(institutionOptionDefaults, name);
}

/** The problem of an institution option value, or undefined when it may be saved. */
export function optionValueProblem(name: string, value: string): string | undefined {
  if (!isStudioOption(name)) return `Institution option '${name}' is not one the studio edits`;
  return readInstitutionOptions({ [name]: value }).problems[0]?.message;
}

/** The value as institution options store it: numbers as numbers, flags as booleans, texts trimmed. */
export function storedOptionValue(name: string, value: string): string | number | boolean {
  const fallback = (institutionOptionDefaults as unknown as Record<string, unknown>)[name];
  if (typeof fallback === 'number') return Number(value.trim());
  if (typeof fallback === 'boolean') return value.trim().toLowerCase() === 'true';
  return value.trim();
}
