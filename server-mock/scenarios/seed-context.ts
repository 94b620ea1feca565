/** What each area's seed (`seed-access.ts`, `seed-accounts.ts`, `seed-payments.ts`) is given and is. */
import type { InstitutionOptions } from '../../schemas/src/settings/types.ts';
import type { Database } from '../store/database.ts';
import type { Scenario } from './scenario-types.ts';

/** What every area seed is given: the seed moment and the institution (account-number lengths). */
export interface SeedContext {
  /** "Today" of the seeded data: due dates, history and statements are placed around it. */
  now: Date;
  institution: InstitutionOptions;
}

/** One area's seed. */
export type AreaSeed = (db: Database, scenarios: readonly Scenario[], ctx: SeedContext) => Promise<void>;
