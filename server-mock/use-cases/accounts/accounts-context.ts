/**
 * What the accounts use cases need from the app, and the small shared pieces: the answer envelope,
 * the settings reader, and "is this account closed".
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { catalogueDefaults } from '../../../schemas/src/settings/catalogue.ts';
import { languageSets } from '../../../schemas/src/settings/languages.ts';
import { readLanguage } from '../../../schemas/src/settings/read-translations.ts';
import { createSettingsReader, type SettingsReader } from '../../../schemas/src/settings/reader.ts';
import type { AppContext } from '../../app-context.ts';
import type { StoredAccount } from '../../store/accounts/stored-account.ts';
import { getApplicationOptions, getPublishedApplicationOptions } from '../setup/get-application-options.ts';

/** The contract's schemas (generated from openapi.yaml). */
export type Schemas = components['schemas'];

/** The slice of the app context accounts use. */
export type AccountsContext = Pick<AppContext, 'db' | 'clock' | 'samples'>;

/** The standard answer (ErrorEnvelope). */
export type Envelope = Schemas['ErrorEnvelope'];

/** Done. */
export const ok = (): Envelope => ({ HasNoErrors: true, Errors: [] });

/** Refused with one message (a code such as `Error`, or a text the portal shows). */
export const refused = (message: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: message }] });

/**
 * The code for "no such account of yours": the same answer whether the number does not exist or
 * belongs to someone else, so nothing leaks about other users' accounts.
 */
export const NOT_YOURS = 'Error';

/** A comment containing CLOSED (any case) marks a closed account (spec §3). */
export function isClosed(account: StoredAccount): boolean {
  return account.comment.toUpperCase().includes('CLOSED');
}

/** Loans and lines of credit. */
export function isLoan(account: StoredAccount): boolean {
  return account.typeCode === 0 || account.typeCode === 9;
}

/** A catalogue language's texts by key, read from the catalogue once per process. */
const catalogueTexts = new Map<string, Readonly<Record<string, string>>>();
function textsOf(language: string): Readonly<Record<string, string>> {
  let texts = catalogueTexts.get(language);
  if (!texts) {
    texts = Object.fromEntries(Object.entries(readLanguage(language)).map(([key, { text }]) => [key, text]));
    catalogueTexts.set(language, texts);
  }
  return texts;
}

/**
 * The institution's settings as the portal reads them (same reader, same defaults), in the borrower's `language`
 * as the portal reads it there (decision 360): the lender's values in it, then its catalogue texts.
 */
export async function accountsSettings(ctx: AccountsContext, language = 'en'): Promise<SettingsReader> {
  const set = languageSets[language];
  if (!set) return createSettingsReader(await getApplicationOptions(ctx), catalogueDefaults);
  const { options } = await getPublishedApplicationOptions(ctx, language);
  return createSettingsReader(options, catalogueDefaults, {
    values: options.gassySettings[set] ?? {},
    texts: textsOf(language),
  });
}
