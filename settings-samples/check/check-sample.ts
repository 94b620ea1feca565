/**
 * Checks a whole sample folder against the catalogue (decision 263): settings.json, institution.json,
 * README.md and images/, with every problem at its file and key. `npm run samples:check` runs it on the
 * folders of `settings-samples/`; the studio's import runs it on the folder inside an uploaded zip.
 */
import type { SettingDefinition } from '../../schemas/src/settings/types.ts';
import { checkInstitutionFile } from './check-institution-file.ts';
import { checkSettingsFile, type ParsedSettings } from './check-settings-file.ts';
import { pixelSizeProblem } from './image-dimensions.ts';
import { isLabelledSvg, rasterTypeOf } from './image-type.ts';
import type { SampleFiles, SampleProblem } from './sample-files.ts';

/** The logos every sample folder holds (found through LogoFolder, decision 011). */
export const sampleLogoFiles = ['logo-full.svg', 'logo-icon.svg'] as const;

/** How strictly a folder is checked. */
export interface SampleCheckContext {
  catalogue: Readonly<Record<string, Pick<SettingDefinition, 'kind' | 'format'>>>;
  /**
   * `folder`: a folder of `settings-samples/` (reviewed code): LogoFolder is its own name, its SVG logos and
   * README are there. `import`: a folder uploaded to the studio: LogoFolder names a sample the sandbox already
   * serves (`knownSamples`), and images/ may hold raster images only (SVG can carry script).
   */
  mode: 'folder' | 'import';
  knownSamples: readonly string[];
  /** Largest image file accepted, in bytes. */
  maxImageBytes: number;
  /** Widest and tallest raster image accepted, in pixels (read from its header). */
  maxImageSidePx: number;
  /** Web address settings may be http as well as https (a sandbox import); default false (decision 288). */
  allowHttp?: boolean;
}

/** The result: parsed files when usable, and every problem found. */
export interface SampleCheck {
  settings?: ParsedSettings;
  institution?: Record<string, string | number | boolean | null>;
  problems: SampleProblem[];
}

const te = new TextDecoder();

/** True for the two logo files of a sample folder. */
export const isSampleLogo = (name: string): boolean => (sampleLogoFiles as readonly string[]).includes(name);

function checkImages(files: SampleFiles, context: SampleCheckContext, problems: SampleProblem[]): void {
  for (const [name, bytes] of files.images) {
    const file = `images/${name}`;
    if (bytes.byteLength > context.maxImageBytes)
      problems.push({
        file,
        key: name,
        message: `${file} is ${bytes.byteLength} bytes; images may be at most ${context.maxImageBytes}`,
      });
    // An export carries the sample's SVG logos so it is a complete folder; an import leaves them (LogoFolder serves
    // them).
    if (context.mode === 'import' && isSampleLogo(name)) continue;
    const svgAllowed = context.mode === 'folder' && name.endsWith('.svg');
    if (svgAllowed ? !isLabelledSvg(te.decode(bytes)) : !rasterTypeOf(bytes)) {
      const expected =
        context.mode === 'folder'
          ? 'a PNG, JPEG, GIF or WebP image, or an SVG logo with an aria-label'
          : 'a PNG, JPEG, GIF or WebP image (SVG is not imported: it can carry script)';
      problems.push({ file, key: name, message: `${file} is not ${expected}` });
      continue;
    }
    const tooBig = svgAllowed ? undefined : pixelSizeProblem(bytes, context.maxImageSidePx, file);
    if (tooBig) problems.push({ file, key: name, message: tooBig });
  }
  if (context.mode === 'folder') {
    for (const logo of sampleLogoFiles) {
      if (!files.images.has(logo))
        problems.push({
          file: `images/${logo}`,
          key: logo,
          message: `images/${logo} is missing (the portal shows it through LogoFolder)`,
        });
    }
  }
}

function checkLogoFolder(
  files: SampleFiles,
  logoFolder: unknown,
  context: SampleCheckContext,
  problems: SampleProblem[],
): void {
  if (typeof logoFolder !== 'string') return; // a missing or unusable LogoFolder is already reported
  if (context.mode === 'folder' && logoFolder !== files.name) {
    problems.push({
      file: 'institution.json',
      key: 'LogoFolder',
      message: `LogoFolder must be the folder's own name '${files.name}', got '${logoFolder}'`,
    });
  }
  if (context.mode === 'import' && !context.knownSamples.includes(logoFolder)) {
    problems.push({
      file: 'institution.json',
      key: 'LogoFolder',
      message: `LogoFolder '${logoFolder}' is not a sample of this sandbox (${context.knownSamples.join(', ')}); add the folder to settings-samples/ first or name one of these`,
    });
  }
}

/**
 * Image settings pointing into the folder (`/logos/<LogoFolder>/<file>`) must find their file; `/media/` belongs to one
 * sandbox.
 */
function checkImageReferences(
  files: SampleFiles,
  settings: ParsedSettings,
  logoFolder: unknown,
  context: SampleCheckContext,
  problems: SampleProblem[],
): void {
  for (const [key, value] of Object.entries({ ...settings.english, ...settings.shared })) {
    if (context.catalogue[key]?.kind !== 'image') continue;
    const v = value.trim();
    if (v.startsWith('/media/')) {
      problems.push({
        file: 'settings.json',
        key,
        message: `Setting '${key}' points at ${v}, an image stored in one sandbox; put the file in images/ and write /logos/<LogoFolder>/<file>`,
      });
      continue;
    }
    const own = typeof logoFolder === 'string' ? `/logos/${logoFolder}/` : undefined;
    if (own && v.startsWith(own) && !files.images.has(v.slice(own.length))) {
      problems.push({
        file: 'settings.json',
        key,
        message: `Setting '${key}' points at ${v}, but images/${v.slice(own.length)} is not in the folder`,
      });
    }
  }
}

/** Checks one sample folder; nothing is thrown for a bad file, every problem is listed. */
export function checkSample(files: SampleFiles, context: SampleCheckContext): SampleCheck {
  const settings = checkSettingsFile(files.text['settings.json'], context.catalogue, {
    allowHttp: context.allowHttp ?? false,
  });
  const institution = checkInstitutionFile(files.text['institution.json']);
  const problems = [...settings.problems, ...institution.problems];
  if (context.mode === 'folder' && files.text['README.md'] === undefined) {
    problems.push({
      file: 'README.md',
      key: '',
      message: 'README.md is missing (say who this lender is and what it turns on)',
    });
  }
  for (const extra of files.extra)
    problems.push({
      file: extra,
      key: '',
      message: `${extra} does not belong in a sample folder (settings.json, institution.json, README.md, images/)`,
    });
  checkImages(files, context, problems);
  const logoFolder = institution.options?.LogoFolder;
  checkLogoFolder(files, logoFolder, context, problems);
  if (settings.settings) checkImageReferences(files, settings.settings, logoFolder, context, problems);
  return { settings: settings.settings, institution: institution.options, problems };
}
