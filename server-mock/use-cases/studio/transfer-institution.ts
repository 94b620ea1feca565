/**
 * The store side of export and import (decision 264): gathers the published institution for
 * `exportInstitution`, and applies an `importInstitution` plan to the draft in one transaction.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../../schemas/src/settings/catalogue.ts';
import {
  studioImageMaxBytes,
  studioImageMaxSidePx,
  type Imported,
  type StudioProblems,
} from '../../../schemas/src/studio/studio-api.ts';
import { listSampleSummaries } from '../../../settings-samples/list-samples.ts';
import type { AppContext } from '../../app-context.ts';
import { studioError } from '../../errors/studio-error.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { listDrafts, removeDraft, writeDraft, type DraftScope } from '../../store/studio/drafts-repo.ts';
import { findImage, saveImage } from '../../store/studio/images-repo.ts';
import type { ApplicationOptionsResponse } from '../../../schemas/src/settings/types.ts';
import { languageSets } from '../../../schemas/src/settings/languages.ts';
import { getPublishedApplicationOptions } from '../setup/get-application-options.ts';
import { exportInstitution, type ExportResult } from './export-institution.ts';
import { importInstitution } from './import-institution.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

const imageKeys = new Set(
  Object.entries(catalogue)
    .filter(([, d]) => d.kind === 'image')
    .map(([k]) => k),
);

function readImages(dir: string): Map<string, Uint8Array> {
  const images = new Map<string, Uint8Array>();
  for (const entry of readdirSync(dir, { withFileTypes: true }))
    if (entry.isFile()) images.set(entry.name, new Uint8Array(readFileSync(join(dir, entry.name))));
  return images;
}

/** The published settings with every catalogue language's set (`spanish`, ...), as export and import compare them. */
async function publishedInEveryLanguage(ctx: Pick<AppContext, 'db' | 'samples'>): Promise<ApplicationOptionsResponse> {
  const { options } = await getPublishedApplicationOptions(ctx);
  for (const [language, set] of Object.entries(languageSets))
    options.gassySettings[set] = (await getPublishedApplicationOptions(ctx, language)).options.gassySettings[set];
  return options;
}

/** The published institution as a zip named `name` (default: the sample's id). */
export async function exportCurrentInstitution(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock'>,
  name?: string,
): Promise<ExportResult> {
  const state = await getInstitutionState(ctx.db);
  const published = await publishedInEveryLanguage(ctx);
  // Studio images the settings use, read now so the pure export can stay synchronous.
  const media = new Map<string, Uint8Array>();
  for (const [key, value] of [
    ...Object.entries(published.gassySettings.english),
    ...Object.entries(published.gassySettings.shared),
  ]) {
    const file = imageKeys.has(key) ? /^\/media\/(([0-9a-f]{64})\.[a-z]+)$/.exec(value.trim()) : null;
    const image = file ? await findImage(ctx.db, file[2]!) : undefined;
    if (file && image) media.set(file[1]!, image.bytes);
  }
  return exportInstitution({
    name: name ?? state.sampleId,
    published,
    version: state.version,
    sampleId: state.sampleId,
    sampleDescription: listSampleSummaries().find((s) => s.id === state.sampleId)?.description ?? '',
    sampleImages: readImages(ctx.samples.imagesDir(state.sampleId)),
    imageKeys,
    mediaFile: (file) => media.get(file),
    exportedAt: ctx.clock().toISOString(),
  });
}

/** Thrown inside the transaction, so the whole import is undone when another save won a key meanwhile. */
const savedMeanwhile = (key: string) =>
  studioError(409, `Someone saved ${key} while the import ran; nothing was imported. Import again.`);

/** Who imports, for the draft entries' `updatedBy`. */
export interface Importer {
  userName: string;
}

/**
 * Checks the zip and, when it has no problem, makes the draft equal to it: every differing key becomes a
 * draft entry (a new revision over whatever draft it had), drafts of keys the folder leaves as published are
 * removed, and its images are stored. Nothing changes when any problem is found, or when another save of
 * one of those keys lands while the import runs (409).
 */
export async function importIntoDraft(
  ctx: Pick<AppContext, 'db' | 'samples' | 'clock' | 'production'>,
  zip: Uint8Array,
  importer: Importer,
): Promise<{ ok: true; imported: Imported } | { ok: false; problems: StudioProblems }> {
  const served = ctx.samples
    .ids()
    .map((id) => ctx.samples.load(id).institutionOptions.LogoFolder)
    .filter((f): f is string => typeof f === 'string');
  const result = importInstitution(zip, {
    catalogue,
    knownSamples: served,
    published: await publishedInEveryLanguage(ctx),
    sanitizeRichText,
    maxImageBytes: studioImageMaxBytes,
    maxImageSidePx: studioImageMaxSidePx,
    allowHttp: !ctx.production,
  });
  if (!result.ok) return result;
  const { plan } = result;
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    for (const image of plan.images) await saveImage(tx, image, now);
    const apply = async (scope: DraftScope, values: Record<string, string>) => {
      const drafts = await listDrafts(tx, scope);
      for (const [key, value] of Object.entries(values)) {
        const expected = drafts[key]?.revision ?? 0;
        if (!(await writeDraft(tx, { scope, key, value, expected, updatedBy: importer.userName, updatedAt: now })))
          throw savedMeanwhile(key);
      }
      for (const [key, entry] of Object.entries(drafts)) {
        if (!(key in values) && !(await removeDraft(tx, scope, key, entry.revision))) throw savedMeanwhile(key);
      }
    };
    await apply('setting', plan.settings);
    await apply('institutionOption', plan.institutionOptions);
  });
  return {
    ok: true,
    imported: { changedKeys: [...Object.keys(plan.settings), ...Object.keys(plan.institutionOptions)] },
  };
}
