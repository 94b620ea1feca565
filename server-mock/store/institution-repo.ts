/** The served institution (table `institution_state`, one row): a sample plus overrides. */
import type { InstitutionOptionsRaw, SettingValues } from '../../schemas/src/settings/types.ts';
import type { Database } from './database.ts';

/** The institution the sandbox serves: a sample plus per-instance overrides (test controls, studio). */
export interface InstitutionState {
  sampleId: string;
  /** Setting values laid over the sample's shared set (the shared set wins over english). */
  settingOverrides: SettingValues;
  institutionOverrides: InstitutionOptionsRaw;
  maintenanceMode: boolean;
}

interface InstitutionRow {
  sample_id: string;
  setting_overrides: SettingValues;
  institution_overrides: InstitutionOptionsRaw;
  maintenance_mode: boolean;
}

/** The current state; the seed always writes the row, so a missing one is a broken store. */
export async function getInstitutionState(db: Database): Promise<InstitutionState> {
  const [row] = await db.query<InstitutionRow>('select * from institution_state where id = 1');
  if (!row) throw new Error('institution_state has no row: the store was not seeded');
  return {
    sampleId: row.sample_id,
    settingOverrides: row.setting_overrides,
    institutionOverrides: row.institution_overrides,
    maintenanceMode: row.maintenance_mode,
  };
}

/** Writes the whole state (insert or replace). */
export async function saveInstitutionState(db: Database, state: InstitutionState): Promise<void> {
  await db.execute(
    `insert into institution_state (id, sample_id, setting_overrides, institution_overrides, maintenance_mode)
     values (1, $1, $2, $3, $4)
     on conflict (id) do update set sample_id = $1, setting_overrides = $2, institution_overrides = $3, maintenance_mode = $4`,
    [state.sampleId, state.settingOverrides, state.institutionOverrides, state.maintenanceMode],
  );
}

/** Changes some fields of the state. */
export async function updateInstitutionState(db: Database, change: Partial<InstitutionState>): Promise<void> {
  await db.transaction(async (tx) => saveInstitutionState(tx, { ...(await getInstitutionState(tx)), ...change }));
}
