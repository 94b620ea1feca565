/**
 * Test controls (`/__mock/`): reset, choose the institution, override settings, maintenance mode.
 * They validate against the samples and the catalogue so a typo in a test fails with its name.
 */
import { isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import type { InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';

/** Back to the seeded state; faults are cleared too. */
export async function resetSandbox(ctx: Pick<AppContext, 'store' | 'faults'>): Promise<void> {
  await ctx.store.reset();
  ctx.faults.clear();
}

/** Serves another sample institution; overrides are dropped since they belonged to the old one. */
export async function chooseInstitution(ctx: Pick<AppContext, 'store' | 'samples'>, sampleId: string): Promise<void> {
  if (!ctx.samples.ids().includes(sampleId)) {
    throw AppError.badRequest(`Unknown sample "${sampleId}"; known: ${ctx.samples.ids().join(', ')}`);
  }
  await ctx.store.institution.update({ sampleId, settingOverrides: {}, institutionOverrides: {} });
}

/** Replaces this instance's overrides; unknown setting keys are refused by name. */
export async function overrideSettings(
  ctx: Pick<AppContext, 'store'>,
  change: { settings: SettingValues; institutionOptions: InstitutionOptionsRaw },
): Promise<void> {
  const unknown = Object.keys(change.settings).filter((key) => !isSettingKey(key));
  if (unknown.length > 0) throw AppError.badRequest(`Unknown setting keys: ${unknown.join(', ')}`);
  await ctx.store.institution.update({
    settingOverrides: change.settings,
    institutionOverrides: change.institutionOptions,
  });
}
