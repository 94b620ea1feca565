/**
 * Export of the institution as a `settings-samples/<name>/` folder in a zip (decision 264): the published
 * settings (Spanish texts in the `spanish` set) and institution options, the sample's logos, and every studio
 * image the settings use, so that unzipping it into `settings-samples/` gives a sample that passes
 * `npm run samples:check`, and importing it gives the same settings back.
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type {
  ApplicationOptionsResponse,
  InstitutionOptionsRaw,
  SettingValues,
} from '../../../schemas/src/settings/types.ts';
import type { StudioProblems } from '../../../schemas/src/studio/studio-api.ts';

/** What an export is made of. */
export interface ExportInput {
  /** Folder name inside the zip; also the LogoFolder, as a sample folder needs. */
  name: string;
  /** The published settings and institution options (what borrowers get). */
  published: ApplicationOptionsResponse;
  version: number;
  /** The sample the institution is built on, its description and its images folder. */
  sampleId: string;
  sampleDescription: string;
  sampleImages: ReadonlyMap<string, Uint8Array>;
  /** Image kinds by key, to find the settings that point at studio images. */
  imageKeys: ReadonlySet<string>;
  /** A stored studio image by its file name under `/media/`, or undefined when it is gone. */
  mediaFile: (file: string) => Uint8Array | undefined;
  exportedAt: string;
}

/** The zip, or the problems that kept it from being complete. */
export type ExportResult = { ok: true; fileName: string; zip: Uint8Array } | { ok: false; problems: StudioProblems };

const json = (value: unknown): Uint8Array => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Builds the zip; studio images (`/media/<file>`) become `images/<file>` addressed as `/logos/<name>/<file>`. */
export function exportInstitution(input: ExportInput): ExportResult {
  const folder: Zippable = {};
  const images: Zippable = {};
  for (const [file, bytes] of input.sampleImages) images[file] = bytes;
  const problems: StudioProblems['problems'] = [];
  const rewrite = (set: SettingValues): SettingValues => {
    const out: SettingValues = {};
    for (const [key, value] of Object.entries(set)) {
      const media = input.imageKeys.has(key) ? /^\/media\/([A-Za-z0-9._-]+)$/.exec(value.trim()) : null;
      if (!media) {
        out[key] = value;
        continue;
      }
      const file = media[1]!;
      const bytes = input.mediaFile(file);
      if (!bytes)
        problems.push({
          key,
          file: 'settings.json',
          message: `Setting '${key}' uses the image ${value.trim()}, which is no longer stored; choose another image first`,
        });
      else images[file] = bytes;
      out[key] = `/logos/${input.name}/${file}`;
    }
    return out;
  };
  const { shared, english, ...languages } = input.published.gassySettings;
  // Each language's set (texts only, no images) when the institution has values in it (decision 370).
  const settings = {
    shared: rewrite(shared),
    english: rewrite(english),
    ...Object.fromEntries(Object.entries(languages).filter(([, set]) => set && Object.keys(set).length > 0)),
  };
  if (problems.length > 0)
    return { ok: false, problems: { message: 'The export would be incomplete; nothing was exported.', problems } };

  const institution: InstitutionOptionsRaw = { ...input.published.institutionOptions, LogoFolder: input.name };
  const title = typeof institution.InstitutionName === 'string' ? institution.InstitutionName : input.name;
  folder['settings.json'] = json(settings);
  folder['institution.json'] = json(institution);
  folder['README.md'] = strToU8(
    `# ${title} (\`${input.name}\`)\n\n` +
      `Exported from the settings studio on ${input.exportedAt}: published version ${input.version}, built on the sample \`${input.sampleId}\`. ${input.sampleDescription}\n\n` +
      '- `settings.json`: the settings sets (`shared` wins over `english`; `spanish`: the Spanish texts), keys from `schemas/settings/`.\n' +
      '- `institution.json`: institution options (numbers may be strings, as lenders send them).\n' +
      `- \`images/\`: the logos and the images the settings use, found through \`LogoFolder\` = \`${input.name}\`.\n`,
  );
  folder.images = images;
  // Fixed times make the same settings give the same bytes (mtime would otherwise be "now").
  return {
    ok: true,
    fileName: `${input.name}.zip`,
    zip: zipSync({ [input.name]: folder }, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') }),
  };
}
