/**
 * What a gateway's own store starts with: the served institution (version 1 of the chosen sample)
 * and the studio's seed, but no borrower at all. Borrowers, their accounts and payments live at the
 * lender's host; the scenario users exist only in the studio's preview sandbox (decision 301).
 */
import type { SampleSource } from '../store/sample-source.ts';
import type { StoreSeed } from '../store/sandbox-database.ts';
import { seedSandbox } from '../scenarios/seed.ts';

/** The gateway store's seed for a sample. */
export function gatewaySeed(options: { sampleId: string; samples: SampleSource; now: Date }): StoreSeed {
  return {
    key: `gateway|${options.sampleId}|${options.now.toISOString().slice(0, 10)}`,
    run: (db) => seedSandbox(db, { ...options, scenarios: [], scenarioStaff: false }),
  };
}
