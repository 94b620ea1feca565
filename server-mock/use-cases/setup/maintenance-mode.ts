/** Maintenance mode (spec §4: checked after each login step, before registration sections). */
import type { AppContext } from '../../app-context.ts';
import { getInstitutionState, updateInstitutionState } from '../../store/institution-repo.ts';

/** `GET /api/MaintenanceMode`. */
export async function getMaintenanceMode(ctx: Pick<AppContext, 'db'>): Promise<{ isEnabled: boolean }> {
  return { isEnabled: (await getInstitutionState(ctx.db)).maintenanceMode };
}

/** Test control: switches maintenance mode. */
export async function setMaintenanceMode(ctx: Pick<AppContext, 'db'>, isEnabled: boolean): Promise<void> {
  await updateInstitutionState(ctx.db, { maintenanceMode: isEnabled });
}
