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
  /** The published version served now (the ApplicationOptions ETag); studio and test-control changes bump it. */
  version: number;
}

interface InstitutionRow {
  sample_id: string;
  setting_overrides: SettingValues;
  institution_overrides: InstitutionOptionsRaw;
  maintenance_mode: boolean;
  version: number;
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
    version: row.version,
  };
}

/** Writes the whole state (insert or replace). */
export async function saveInstitutionState(db: Database, state: InstitutionState): Promise<void> {
  await db.execute(
    `insert into institution_state (id, sample_id, setting_overrides, institution_overrides, maintenance_mode, version)
     values (1, $1, $2, $3, $4, $5)
     on conflict (id) do update set sample_id = $1, setting_overrides = $2, institution_overrides = $3, maintenance_mode = $4, version = $5`,
    [state.sampleId, state.settingOverrides, state.institutionOverrides, state.maintenanceMode, state.version],
  );
}

/** The state, its row locked until the transaction `tx` ends (publishing: one new version at a time). */
export async function lockInstitutionState(tx: Database): Promise<InstitutionState> {
  await tx.query('select id from institution_state where id = 1 for update');
  return getInstitutionState(tx);
}

/** Changes some fields of the state. */
export async function updateInstitutionState(db: Database, change: Partial<InstitutionState>): Promise<void> {
  await db.transaction(async (tx) => saveInstitutionState(tx, { ...(await getInstitutionState(tx)), ...change }));
}
