/**
 * Sample institutions in the studio: the list (name and the first paragraph of the sample's
 * README) and choosing one, which publishes a new version serving that sample with no overrides.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Published, SampleSummary, StaffUser } from '../../../schemas/src/studio/studio-api.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { publishVersion } from '../../store/studio/versions-repo.ts';
import { withSecondPublisher, type Approved } from './four-eyes.ts';

/** The first paragraph of a sample's README (the folder beside its images), or '' without one. */
function readmeSummary(ctx: Pick<AppContext, 'samples'>, id: string): string {
  const readme = join(ctx.samples.imagesDir(id), '..', 'README.md');
  if (!existsSync(readme)) return '';
  const paragraphs = readFileSync(readme, 'utf8')
    .split(/\n\s*\n/)
    .map((p) => p.trim());
  return paragraphs.find((p) => p !== '' && !p.startsWith('#')) ?? '';
}

/** `GET /studio/api/samples`. */
export function listStudioSamples(ctx: Pick<AppContext, 'samples'>): SampleSummary[] {
  return ctx.samples.ids().map((id) => {
    const name = ctx.samples.load(id).institutionOptions.InstitutionName;
    return {
      id,
      name: typeof name === 'string' && name.trim() !== '' ? name : id,
      description: readmeSummary(ctx, id),
    };
  });
}

/**
 * `PUT /studio/api/sample`: serves another sample (a new version); drafts stay, they are per key.
 * With four eyes on it waits for a second publisher choosing the same sample.
 */
export async function chooseStudioSample(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock'>,
  publisher: StaffUser,
  sampleId: string,
): Promise<Approved<Published>> {
  if (!ctx.samples.ids().includes(sampleId)) {
    throw studioError(422, `There is no sample ${sampleId}.`, {
      problems: [{ key: 'sampleId', message: `Known samples: ${ctx.samples.ids().join(', ')}` }],
    });
  }
  return ctx.db.transaction((tx) =>
    withSecondPublisher(tx, ctx, publisher, { kind: 'sample', value: sampleId }, async () => ({
      version: await publishVersion(
        tx,
        { sampleId, settingOverrides: {}, institutionOverrides: {} },
        {
          publishedBy: publisher.userName,
          publishedAt: ctx.clock(),
          note: `Sample ${sampleId} chosen`,
          rollbackOf: null,
        },
      ),
    })),
  );
}
