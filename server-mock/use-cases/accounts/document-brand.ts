/**
 * The sender of the sandbox's documents: the institution's name and its icon logo, found the way the
 * portal finds it (the sample whose LogoFolder the institution options name, file `logo-icon.svg`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SampleSource } from '../../store/sample-source.ts';
import { accountsSettings, type AccountsContext } from './accounts-context.ts';
import type { DocumentBrand } from './render/pdf.ts';
import { readSvgLogo } from './render/svg-logo.ts';

/** The icon logo's file name in a sample's images folder (the portal's `shell.iconLogoPath`). */
export const ICON_LOGO_FILE = 'logo-icon.svg';

/** Path of the icon logo of the sample using this LogoFolder, if any sample does. */
export function iconLogoPath(samples: SampleSource, logoFolder: string): string | undefined {
  const id = samples.ids().find((sampleId) => samples.load(sampleId).institutionOptions.LogoFolder === logoFolder);
  return id === undefined ? undefined : join(samples.imagesDir(id), ICON_LOGO_FILE);
}

/** Name and logo of the current institution; without a logo when it has none this renderer draws. */
export async function documentBrand(ctx: AccountsContext): Promise<DocumentBrand> {
  const { InstitutionName, LogoFolder } = (await accountsSettings(ctx)).institution;
  const path = iconLogoPath(ctx.samples, LogoFolder);
  // A missing file is an institution without an icon logo, not an error.
  const svg = path === undefined ? undefined : await readFile(path, 'utf8').catch(() => undefined);
  const logo = svg === undefined ? undefined : readSvgLogo(svg);
  return logo ? { name: InstitutionName, logo } : { name: InstitutionName };
}
