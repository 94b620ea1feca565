/** Two small sample institutions for handler tests, independent of `settings-samples/` content. */
import { fileURLToPath } from 'node:url';
import type { ApplicationOptionsResponse } from '../../schemas/src/settings/types.ts';
import type { SampleSource } from '../store/sample-source.ts';

const samples: Record<string, ApplicationOptionsResponse> = {
  default: {
    gassySettings: {
      shared: { 'portal.useFAQOption': 'true' },
      english: { 'portal.useFAQOption': 'false', 'portal.analyticsId': '' },
      spanish: { 'header.logoutLinkText': 'Salir' },
    },
    institutionOptions: { PasswordMinimumLength: 8, LogoFolder: 'default-logos', InstitutionName: 'Fixture Bank' },
  },
  second: {
    gassySettings: { shared: {}, english: {} },
    institutionOptions: { PasswordMinimumLength: 10, LogoFolder: 'second', InstitutionName: 'Second Fixture Bank' },
  },
};

/** The fixture samples; `second` has a logo at `/logos/second/logo.svg`. */
export const fixtureSamples: SampleSource = {
  ids: () => Object.keys(samples),
  load: (id) => {
    const sample = samples[id];
    if (!sample) throw new Error(`Unknown fixture sample ${id}`);
    return sample;
  },
  imagesDir: (id) => fileURLToPath(new URL(`./fixture-images/${id}`, import.meta.url)),
};
