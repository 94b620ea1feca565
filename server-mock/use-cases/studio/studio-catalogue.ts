/**
 * What the studio edits: every catalogue key (with its section) and the institution options staff
 * may change, each with a kind, the spec's default and a description.
 */
import { catalogueSections } from '../../../schemas/src/settings/catalogue.ts';
import { institutionOptionDefaults } from '../../../schemas/src/settings/institution-options.ts';
import { listLanguages, readLanguage } from '../../../schemas/src/settings/read-translations.ts';
import type { InstitutionOptions } from '../../../schemas/src/settings/types.ts';
import type { StudioCatalogue, StudioOptionDefinition } from '../../../schemas/src/studio/studio-api.ts';

/** Descriptions of the institution options, for staff. */
const OPTION_DESCRIPTIONS: Record<keyof InstitutionOptions, string> = {
  PasswordMinimumLength: 'Fewest characters a borrower password may have.',
  UserNameMinimumLength: 'Fewest characters a user name may have.',
  LoanAccountLength: 'Digits of the account part of a loan account number.',
  LoanCheckDigitLength: 'Digits of the check-digit part of a loan account number (0 = none).',
  LoanOfficeLength: 'Digits of the office part of a loan account number.',
  DepositAccountLength: 'Digits of the account part of a deposit account number.',
  DepositCheckDigitLength: 'Digits of the check-digit part of a deposit account number (0 = none).',
  DepositOfficeLength: 'Digits of the office part of a deposit account number.',
  LogoFolder: "Folder of the institution's logo images.",
  UsesCustomerCredentials: 'Customer credentials: long user names and passwords, password rules from the server.',
  InstitutionName: "The institution's name, used in titles and alternative texts.",
};

const kindOf = (value: unknown): StudioOptionDefinition['kind'] =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'flag' : 'text';

/** The institution options the studio edits, in the spec's order. */
export const studioOptionDefinitions: readonly StudioOptionDefinition[] = (
  Object.entries(institutionOptionDefaults) as [keyof InstitutionOptions, unknown][]
).map(([name, value]) => ({
  name,
  kind: kindOf(value),
  default: String(value),
  description: OPTION_DESCRIPTIONS[name],
}));

/** Each catalogue language's texts (schemas/settings/<language>/), read once. */
const languageTexts = listLanguages().map((language) => ({ language, texts: readLanguage(language) }));

/** A key's catalogue default in each other language that has one; undefined when none has. */
function translationsOf(key: string): Record<string, string> | undefined {
  const found = languageTexts.flatMap(({ language, texts }) => (texts[key] ? [[language, texts[key].text]] : []));
  return found.length > 0 ? Object.fromEntries(found) : undefined;
}

/** `GET /studio/api/catalogue`. */
export function studioCatalogue(): StudioCatalogue {
  return {
    settings: catalogueSections.flatMap((section) =>
      Object.entries(section.keys).map(([key, definition]) => {
        const translations = translationsOf(key);
        return { ...definition, key, section: section.section, ...(translations ? { translations } : {}) };
      }),
    ),
    institutionOptions: [...studioOptionDefinitions],
  };
}
