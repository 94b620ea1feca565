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
  /** The sample's settings and institution options (read-only); throws for an unknown id. */
  load(id: string): ApplicationOptionsResponse;
  /** Absolute folder holding the sample's images (served under `/logos/<LogoFolder>/`). */
  imagesDir(id: string): string;
}

/** Freezes a loaded sample so the one cached copy cannot be changed by a caller. */
function frozen(sample: ApplicationOptionsResponse): ApplicationOptionsResponse {
  Object.freeze(sample.gassySettings.shared);
  Object.freeze(sample.gassySettings.english);
  Object.freeze(sample.gassySettings);
  Object.freeze(sample.institutionOptions);
  return Object.freeze(sample);
}

/**
 * The samples in `settings-samples/`, read through that folder's own loader once per process: they
 * ship with the repository and do not change while the sandbox runs (institution changes go to the
 * store as overrides). Reading and parsing them on every `ApplicationOptions` call cost most of its time.
 */
export function cachedSettingsSamples(): SampleSource {
  let ids: string[] | undefined;
  const loaded = new Map<string, ApplicationOptionsResponse>();
  return {
    ids: () => (ids ??= listSamples()),
    load: (id) => {
      let sample = loaded.get(id);
      if (!sample) {
        sample = frozen(loadSample(id));
        loaded.set(id, sample);
      }
      return sample;
    },
    imagesDir: sampleImagesDir,
  };
}

/** The default sample source of the sandbox. */
export const settingsSamples: SampleSource = cachedSettingsSamples();
