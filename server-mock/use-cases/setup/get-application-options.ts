/**
 * The institution's settings as the portal loads them at start: the chosen sample with this
 * instance's overrides laid over it (compose-setting-sets.ts).
 */
import type { ApplicationOptionsResponse, InstitutionOptionsRaw } from '../../../schemas/src/settings/types.ts';
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { languageSets } from '../../../schemas/src/settings/languages.ts';
import { composeLanguageSet, composeSettingSets } from './compose-setting-sets.ts';

/** `GET /api/setup/ApplicationOptions`. */
export async function getApplicationOptions(
  ctx: Pick<AppContext, 'db' | 'samples'>,
): Promise<ApplicationOptionsResponse> {
  return (await getPublishedApplicationOptions(ctx)).options;
}

/** True for a language ApplicationOptions can add (a catalogue language other than English). */
export function isServedLanguage(language: string): boolean {
  return Object.prototype.hasOwnProperty.call(languageSets, language);
}

/**
 * The settings with the published version they belong to (the response's ETag). With a catalogue
 * `language` (decision 360) the answer adds that language's set; `en` or none is the English answer.
 */
export async function getPublishedApplicationOptions(
  ctx: Pick<AppContext, 'db' | 'samples'>,
  language?: string,
): Promise<{ version: number; options: ApplicationOptionsResponse }> {
  const state = await getInstitutionState(ctx.db);
  const sample = ctx.samples.load(state.sampleId);
  const gassySettings: ApplicationOptionsResponse['gassySettings'] = composeSettingSets(
    sample.gassySettings,
    state.settingOverrides,
  );
  const set = language === undefined ? undefined : languageSets[language];
  if (language && set) gassySettings[set] = composeLanguageSet(language, sample.gassySettings, state.settingOverrides);
  const options: ApplicationOptionsResponse = {
    gassySettings,
    institutionOptions: { ...sample.institutionOptions, ...state.institutionOverrides },
  };
  return { version: state.version, options };
}

/** The ETag of a published version in a language: `"v7"` in English, `"v7-es"` in Spanish. */
export function applicationOptionsEtag(version: number, language?: string): string {
  return language && isServedLanguage(language) ? `"v${version}-${language}"` : `"v${version}"`;
}

/** `GET /api/Login/GetInstitutionOptions`: the institution options alone. */
export async function getInstitutionOptions(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<InstitutionOptionsRaw> {
  return (await getApplicationOptions(ctx)).institutionOptions;
}
