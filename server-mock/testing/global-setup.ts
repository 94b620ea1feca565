/**
 * Vitest global setup for the sandbox's handler tests: builds the seeded template once, before
 * the workers start, and leaves it in the disk cache (`.data/cache/`). Without it, every worker
 * that starts an app after a code change builds the same template itself, in parallel, inside a
 * `beforeAll` with a 10-second limit. With a warm cache it only checks the file exists.
 */
import { scenarioSeed } from '../scenarios/seed.ts';
import { seededTemplate } from '../store/sandbox-database.ts';
import { fixtureSamples } from './fixture-samples.ts';

/** Builds (or finds) today's template of the fixture samples' default institution. */
export default async function setup(): Promise<void> {
  await seededTemplate(scenarioSeed({ sampleId: 'default', samples: fixtureSamples, now: new Date() }));
}
