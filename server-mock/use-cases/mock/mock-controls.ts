/**
 * Test controls (`/__mock/`): reset, choose the institution, override settings, maintenance mode.
 * They validate against the samples and the catalogue so a typo in a test fails with its name.
 */
import { isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import type { InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { updateInstitutionState } from '../../store/institution-repo.ts';

/**
 * Back to the seeded state this instance started with; faults are cleared too. The clock is left
 * as it is (a test that needs data seeded around another day starts its app with `clock`): reset
 * empties its table with the others, so the frozen moment is stored again.
 */
export async function resetSandbox(ctx: Pick<AppContext, 'db' | 'faults' | 'clockControl'>): Promise<void> {
  const frozen = ctx.clockControl.frozen() ? ctx.clockControl.now() : null;
  await ctx.db.reset();
  await ctx.faults.clear();
  if (frozen) await ctx.clockControl.set(frozen);
}

/** Serves another sample institution; overrides are dropped since they belonged to the old one. */
export async function chooseInstitution(ctx: Pick<AppContext, 'db' | 'samples'>, sampleId: string): Promise<void> {
  if (!ctx.samples.ids().includes(sampleId)) {
    throw AppError.badRequest(`Unknown sample "${sampleId}"; known: ${ctx.samples.ids().join(', ')}`);
  }
  await updateInstitutionState(ctx.db, { sampleId, settingOverrides: {}, institutionOverrides: {} });
}

/** Replaces this instance's overrides; unknown setting keys are refused by name. */
export async function overrideSettings(
  ctx: Pick<AppContext, 'db'>,
  change: { settings: SettingValues; institutionOptions: InstitutionOptionsRaw },
): Promise<void> {
  const unknown = Object.keys(change.settings).filter((key) => !isSettingKey(key));
  if (unknown.length > 0) throw AppError.badRequest(`Unknown setting keys: ${unknown.join(', ')}`);
  await updateInstitutionState(ctx.db, {
    settingOverrides: change.settings,
    institutionOverrides: change.institutionOptions,
  });
}
