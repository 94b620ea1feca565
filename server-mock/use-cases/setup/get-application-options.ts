/**
 * The institution's settings as the portal loads them at start: the chosen sample with this
 * instance's overrides laid over it (compose-setting-sets.ts).
 */
import type { ApplicationOptionsResponse, InstitutionOptionsRaw } from '../../../schemas/src/settings/types.ts';
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { composeSettingSets } from './compose-setting-sets.ts';

/** `GET /api/setup/ApplicationOptions`. */
export async function getApplicationOptions(
  ctx: Pick<AppContext, 'db' | 'samples'>,
): Promise<ApplicationOptionsResponse> {
  return (await getPublishedApplicationOptions(ctx)).options;
}

/** The settings with the published version they belong to (the response's ETag). */
export async function getPublishedApplicationOptions(
  ctx: Pick<AppContext, 'db' | 'samples'>,
): Promise<{ version: number; options: ApplicationOptionsResponse }> {
  const state = await getInstitutionState(ctx.db);
  const sample = ctx.samples.load(state.sampleId);
  const options: ApplicationOptionsResponse = {
    gassySettings: composeSettingSets(sample.gassySettings, state.settingOverrides),
    institutionOptions: { ...sample.institutionOptions, ...state.institutionOverrides },
  };
  return { version: state.version, options };
}

/** `GET /api/Login/GetInstitutionOptions`: the institution options alone. */
export async function getInstitutionOptions(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<InstitutionOptionsRaw> {
  return (await getApplicationOptions(ctx)).institutionOptions;
}
