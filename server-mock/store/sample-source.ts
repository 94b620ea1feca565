/**
 * Where the sandbox gets sample institutions from. The default reads `settings-samples/`;
 * tests pass a small in-memory source so they do not depend on the samples' content.
 */
import type { ApplicationOptionsResponse } from '../../schemas/src/settings/types.ts';
import { listSamples, loadSample, sampleImagesDir } from '../../settings-samples/load-sample.ts';

/** Read access to the sample institutions. */
export interface SampleSource {
  /** Ids of every sample (folder names under `settings-samples/`). */
  ids(): string[];
  /** The sample's settings and institution options; throws for an unknown id. */
  load(id: string): ApplicationOptionsResponse;
  /** Absolute folder holding the sample's images (served under `/logos/<LogoFolder>/`). */
  imagesDir(id: string): string;
}

/** The samples in `settings-samples/`, read through that folder's own loader. */
export const settingsSamples: SampleSource = { ids: listSamples, load: loadSample, imagesDir: sampleImagesDir };
