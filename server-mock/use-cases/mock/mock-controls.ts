/**
 * Test controls (`/__mock/`): reset, choose the institution, override settings, maintenance mode.
 * They validate against the samples and the catalogue so a typo in a test fails with its name.
 */
import { catalogue, isSettingKey } from '../../../schemas/src/settings/catalogue.ts';
import type { InstitutionOptionsRaw, SettingValues } from '../../../schemas/src/settings/types.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { publishVersion, SANDBOX_PUBLISHER } from '../../store/studio/versions-repo.ts';
import { sanitizeRichText } from '../studio/sanitize-rich-text.ts';

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

/**
 * Serves another sample institution; overrides are dropped since they belonged to the old one. Like
 * every change of what the portal serves, it is a new published version (by 'sandbox'), so the
 * studio's history is complete and the ApplicationOptions ETag changes.
 */
export async function chooseInstitution(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock'>,
  sampleId: string,
): Promise<void> {
  if (!ctx.samples.ids().includes(sampleId)) {
    throw AppError.badRequest(`Unknown sample "${sampleId}"; known: ${ctx.samples.ids().join(', ')}`);
  }
  await publishVersion(
    ctx.db,
    { sampleId, settingOverrides: {}, institutionOverrides: {} },
    {
      publishedBy: SANDBOX_PUBLISHER,
      publishedAt: ctx.clock(),
      note: `Test control: sample ${sampleId} chosen`,
      rollbackOf: null,
    },
  );
}

/** Rich-text values cleaned as the studio cleans them, so a test control cannot store hostile markup either. */
function sanitized(settings: SettingValues): SettingValues {
  return Object.fromEntries(
    Object.entries(settings).map(([key, value]) => [
      key,
      isSettingKey(key) && catalogue[key].kind === 'richText' ? sanitizeRichText(value) : value,
    ]),
  );
}

/** Replaces this instance's overrides (a new published version); unknown setting keys are refused by name. */
export async function overrideSettings(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  change: { settings: SettingValues; institutionOptions: InstitutionOptionsRaw },
): Promise<void> {
  const unknown = Object.keys(change.settings).filter((key) => !isSettingKey(key));
  if (unknown.length > 0) throw AppError.badRequest(`Unknown setting keys: ${unknown.join(', ')}`);
  const { sampleId } = await getInstitutionState(ctx.db);
  await publishVersion(
    ctx.db,
    { sampleId, settingOverrides: sanitized(change.settings), institutionOverrides: change.institutionOptions },
    {
      publishedBy: SANDBOX_PUBLISHER,
      publishedAt: ctx.clock(),
      note: 'Test control: settings overridden',
      rollbackOf: null,
    },
  );
}
