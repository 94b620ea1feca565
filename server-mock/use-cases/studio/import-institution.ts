/**
 * Import of an institution folder (a zip as the export makes it) into the studio's draft (decision 264).
 * Pure: it checks the folder against the catalogue with `samples:check`'s rules and, only when there is no
 * problem at all, plans the draft that makes the institution equal to the folder, its Spanish texts included
 * (as `section.name@es`). The route applies the plan.
 */
import { createHash } from 'node:crypto';
import { institutionOptionDefaults } from '../../../schemas/src/settings/institution-options.ts';
import { languageKey, languageSets, TRANSLATED_KINDS } from '../../../schemas/src/settings/languages.ts';
import type {
  ApplicationOptionsResponse,
  InstitutionOptionsRaw,
  SettingDefinition,
  SettingValues,
} from '../../../schemas/src/settings/types.ts';
import type { StudioProblems } from '../../../schemas/src/studio/studio-api.ts';
import { sandboxInstitutionOptions } from '../../../settings-samples/check/check-institution-file.ts';
import { checkSample, isSampleLogo } from '../../../settings-samples/check/check-sample.ts';
import { extensionOf, rasterTypeOf } from '../../../settings-samples/check/image-type.ts';
import { readSampleZip } from './read-sample-zip.ts';

/** What the import compares against and how it cleans values. */
export interface ImportContext {
  catalogue: Readonly<Record<string, Pick<SettingDefinition, 'kind' | 'default' | 'format'>>>;
  knownSamples: readonly string[];
  /** The published institution: only what differs from it becomes a draft entry. */
  published: ApplicationOptionsResponse;
  /** The server's rich-text sanitizer (rich text is stored clean, whoever sends it). */
  sanitizeRichText: (html: string) => string;
  maxImageBytes: number;
  /** Widest and tallest image, in pixels. */
  maxImageSidePx: number;
  /** Web address settings may be http as well as https: the sandbox, not production (decision 288). */
  allowHttp: boolean;
}

/** An image of the folder to store, served afterwards at `url`. */
export interface ImportedImage {
  url: string;
  sha256: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The draft to write: a value per key that differs from the published one. */
export interface ImportPlan {
  settings: Record<string, string>;
  institutionOptions: Record<string, string>;
  images: ImportedImage[];
}

/** The plan, or every problem found (then nothing may change). */
export type ImportResult = { ok: true; plan: ImportPlan } | { ok: false; problems: StudioProblems };

/** The value the portal reads for a key: shared wins over english, empty means the catalogue default. */
function effective(sets: { shared: SettingValues; english: SettingValues }, key: string, fallback: string): string {
  for (const set of [sets.shared, sets.english]) {
    const value = Object.prototype.hasOwnProperty.call(set, key) ? set[key] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return fallback;
}

/** Institution options by their canonical names (lenders' casing varies), as text. */
function optionTexts(raw: InstitutionOptionsRaw): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(institutionOptionDefaults)) {
    const match = Object.keys(raw).find((k) => k.toLowerCase() === name.toLowerCase());
    const value = match === undefined ? null : raw[match];
    out[name] =
      value === null || value === undefined
        ? String(institutionOptionDefaults[name as keyof typeof institutionOptionDefaults])
        : String(value).trim();
  }
  return out;
}

/** Stores the folder's raster image behind an image setting and answers its studio address. */
function imageFor(
  value: string,
  logoFolder: string,
  images: ReadonlyMap<string, Uint8Array>,
  planned: Map<string, ImportedImage>,
): string {
  const prefix = `/logos/${logoFolder}/`;
  const file = value.startsWith(prefix) ? value.slice(prefix.length) : undefined;
  const bytes = file === undefined || isSampleLogo(file) ? undefined : images.get(file);
  const type = bytes && rasterTypeOf(bytes);
  if (!bytes || !type) return value; // an outside address, or a logo LogoFolder already serves
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const image = { url: `/media/${sha256}.${extensionOf(type)}`, sha256, contentType: type, bytes };
  planned.set(sha256, image);
  return image.url;
}

/** Checks the zip and plans the draft; `uploadName` names a folder zipped without its top folder. */
export function importInstitution(zip: Uint8Array, context: ImportContext, uploadName = 'import'): ImportResult {
  const read = readSampleZip(zip, uploadName);
  if (!read.ok)
    return {
      ok: false,
      problems: { message: read.message, problems: [{ key: '', file: uploadName, message: read.message }] },
    };
  const check = checkSample(read.files, {
    catalogue: context.catalogue,
    mode: 'import',
    knownSamples: context.knownSamples,
    maxImageBytes: context.maxImageBytes,
    maxImageSidePx: context.maxImageSidePx,
    allowHttp: context.allowHttp,
  });
  if (check.problems.length > 0 || !check.settings || !check.institution) {
    const count = check.problems.length;
    return {
      ok: false,
      problems: {
        message: `The folder has ${count} problem${count === 1 ? '' : 's'}; nothing was imported.`,
        problems: check.problems,
      },
    };
  }
  const imported = check.settings;
  const logoFolder = String(check.institution.LogoFolder);
  const images = new Map<string, ImportedImage>();
  const settings: Record<string, string> = {};
  for (const [key, def] of Object.entries(context.catalogue)) {
    let value = effective(imported, key, def.default);
    if (def.kind === 'richText') value = context.sanitizeRichText(value);
    if (def.kind === 'image') value = imageFor(value.trim(), logoFolder, read.files.images, images);
    if (value !== effective(context.published.gassySettings, key, def.default)) settings[key] = value;
  }
  // A language's texts become `section.name@<language>` entries (decision 370); one the folder lacks is emptied.
  for (const [language, set] of Object.entries(languageSets)) {
    for (const [key, def] of Object.entries(context.catalogue)) {
      if (!TRANSLATED_KINDS.has(def.kind)) continue;
      let value = imported[set]?.[key] ?? '';
      if (def.kind === 'richText') value = context.sanitizeRichText(value);
      if (value !== (context.published.gassySettings[set]?.[key] ?? '')) settings[languageKey(key, language)] = value;
    }
  }
  const published = optionTexts(context.published.institutionOptions);
  const wanted = optionTexts(check.institution);
  // Sandbox-only options are taken when the folder names them, never reset (the payments read them raw).
  for (const name of Object.keys(sandboxInstitutionOptions)) {
    const value = check.institution[name];
    if (typeof value === 'string') wanted[name] = value.trim();
    published[name] = String(context.published.institutionOptions[name] ?? '');
  }
  const institutionOptions = Object.fromEntries(
    Object.entries(wanted).filter(([name, value]) => value !== published[name]),
  );
  return { ok: true, plan: { settings, institutionOptions, images: [...images.values()] } };
}
