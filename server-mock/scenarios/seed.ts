/**
 * The seed: the state a fresh sandbox starts in and `POST /__mock/reset` returns to. Core rows
 * first (the served institution, one user per scenario), then each area adds its data for every
 * scenario user by tag — access, accounts, then payments (which may update the accounts it owns).
 */
import { parseInstitutionOptions } from '../../schemas/src/settings/institution-options.ts';
import type { Database } from '../store/database.ts';
import { saveInstitutionState } from '../store/institution-repo.ts';
import { hashSeedPassword } from '../store/password-hash.ts';
import type { SampleSource } from '../store/sample-source.ts';
import type { StoreSeed } from '../store/sandbox-database.ts';
import { insertUser } from '../store/users-repo.ts';
import { allScenarios } from './all-scenarios.ts';
import type { Scenario } from './scenario-types.ts';
import type { AreaSeed, SeedContext } from './seed-context.ts';
import { staffScenarios } from './staff-scenarios.ts';
import { seedStudio } from './seed-studio.ts';
import { seedAccess } from './seed-access.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedPayments } from './seed-payments.ts';

/** What to seed. */
export interface SeedOptions {
  sampleId: string;
  samples: SampleSource;
  now: Date;
  /** Default `allScenarios`. */
  scenarios?: readonly Scenario[];
  /** Seed the scenario staff (the non-production sandbox only, `StaffAccess`). Default true. */
  scenarioStaff?: boolean;
}

/** A stable six-digit customer id per logon name, so ids do not shift when users are added. */
export function customerIdOf(username: string): string {
  let hash = 2166136261;
  for (const char of username.toLowerCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(100000 + (hash % 900000));
}

/** The institution options a seed sees for a sample (defaults the spec names applied). */
export function seedContextFor(options: Pick<SeedOptions, 'sampleId' | 'samples' | 'now'>): SeedContext {
  return {
    now: options.now,
    institution: parseInstitutionOptions(options.samples.load(options.sampleId).institutionOptions),
  };
}

/** Seeds an empty, migrated database in one transaction. Passwords are hashed once per process. */
export async function seedSandbox(db: Database, options: SeedOptions): Promise<void> {
  const scenarios = options.scenarios ?? allScenarios;
  const ctx = seedContextFor(options);
  const hashes = await Promise.all(scenarios.map((s) => hashSeedPassword(s.password)));
  const staff = options.scenarioStaff === false ? [] : staffScenarios;
  const staffHashes = await Promise.all(staff.map((s) => hashSeedPassword(s.password)));
  await db.transaction(async (tx) => {
    await saveInstitutionState(tx, {
      sampleId: options.sampleId,
      settingOverrides: {},
      institutionOverrides: {},
      maintenanceMode: false,
      version: 1,
    });
    await seedStudio(tx, staff, staffHashes, { sampleId: options.sampleId, now: options.now });
    for (const [i, s] of scenarios.entries()) {
      await insertUser(tx, {
        userName: s.username.toLowerCase(),
        displayName: `${s.person.firstName} ${s.person.lastName}`,
        passwordHash: hashes[i]!,
        person: s.person,
        customerId: customerIdOf(s.username),
        tags: s.tags,
        state: {},
      });
    }
    const seeds: AreaSeed[] = [seedAccess, seedAccounts, seedPayments];
    for (const seed of seeds) await seed(tx, scenarios, ctx);
  });
}

/**
 * The scenarios' seed as the store takes it (`openSandboxDatabase`, `seededTemplate`). Its key names
 * the sample, the seed day, the institution options and whether scenario staff are seeded, the only
 * inputs besides the code that shape the rows (the template cache adds a hash of the code).
 */
export function scenarioSeed(options: Omit<SeedOptions, 'scenarios'>): StoreSeed {
  const institution = JSON.stringify(options.samples.load(options.sampleId).institutionOptions);
  return {
    key: `${options.sampleId}|${options.now.toISOString().slice(0, 10)}|${institution}${options.scenarioStaff === false ? '|no-staff' : ''}`,
    run: (db) => seedSandbox(db, options),
  };
}
