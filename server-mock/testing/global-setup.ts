/**
 * Vitest global setup for the sandbox's handler tests: builds the seeded template once, before
 * the workers start, and leaves it in the disk cache (`.data/cache/`). Without it, every worker
 * that starts an app after a code change builds the same template itself, in parallel, inside a
 * `beforeAll` with a 10-second limit. With a warm cache it only checks the file exists.
 */
import { gatewaySeed } from '../gateway/gateway-seed.ts';
import { scenarioSeed } from '../scenarios/seed.ts';
import { dropTestDatabases } from '../store/pg-sandbox-database.ts';
import { seededServerTemplate } from '../store/pg-test-databases.ts';
import { seededTemplate } from '../store/sandbox-database.ts';
import { fixtureSamples } from './fixture-samples.ts';

/** Builds (or finds) today's template of the fixture samples' default institution. */
export default async function setup(): Promise<void> {
  const seed = scenarioSeed({ sampleId: 'default', samples: fixtureSamples, now: new Date() });
  await seededTemplate(seed);
  // Gateway mode's store (no borrowers): its own template, for the gateway's tests.
  await seededTemplate(gatewaySeed({ sampleId: 'default', samples: fixtureSamples, now: new Date() }));
  // The PostgreSQL pass (TEST_DATABASE_URL): its template database, likewise once.
  // Databases an earlier run's workers kept for reuse are dropped first (no worker runs yet).
  if (process.env.TEST_DATABASE_URL) {
    await dropTestDatabases(process.env.TEST_DATABASE_URL);
    await seededServerTemplate(process.env.TEST_DATABASE_URL, seed);
  }
}
