/** Maintenance mode (spec §4: checked after each login step, before registration sections). */
import type { AppContext } from '../../app-context.ts';

/** `GET /api/MaintenanceMode`. */
export async function getMaintenanceMode(ctx: Pick<AppContext, 'store'>): Promise<{ isEnabled: boolean }> {
  return { isEnabled: (await ctx.store.institution.get()).maintenanceMode };
}

/** Test control: switches maintenance mode. */
export async function setMaintenanceMode(ctx: Pick<AppContext, 'store'>, isEnabled: boolean): Promise<void> {
  await ctx.store.institution.update({ maintenanceMode: isEnabled });
}
