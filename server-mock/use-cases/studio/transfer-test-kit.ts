/** Shared pieces of the export and import tests: a real PNG, a context over a real sample. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogue } from '../../../schemas/src/settings/catalogue.ts';
import type { ApplicationOptionsResponse } from '../../../schemas/src/settings/types.ts';
import { studioImageMaxBytes, studioImageMaxSidePx } from '../../../schemas/src/studio/studio-api.ts';
import { listSamples, loadSample, sampleImagesDir } from '../../../settings-samples/load-sample.ts';
import type { ExportInput } from './export-institution.ts';
import type { ImportContext } from './import-institution.ts';
import { sanitizeRichText } from './sanitize-rich-text.ts';

/** A 1×1 PNG. */
export const onePixelPng = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64'),
);

/** The catalogue's image keys. */
export const imageKeys = new Set(
  Object.entries(catalogue)
    .filter(([, d]) => d.kind === 'image')
    .map(([k]) => k),
);

/** A sample's images as the export reads them. */
export function imagesOf(id: string): Map<string, Uint8Array> {
  const dir = sampleImagesDir(id);
  return new Map(readdirSync(dir).map((f) => [f, new Uint8Array(readFileSync(join(dir, f)))]));
}

/** A deep copy of a sample, to lay published overrides over. */
export const publishedOf = (id: string): ApplicationOptionsResponse =>
  structuredClone(loadSample(id)) as ApplicationOptionsResponse;

/** Export input for a sample as published. */
export function exportInputFor(
  id: string,
  published = publishedOf(id),
  media: Record<string, Uint8Array> = {},
): ExportInput {
  return {
    name: id,
    published,
    version: 3,
    sampleId: id,
    sampleDescription: 'A test lender.',
    sampleImages: imagesOf(id),
    imageKeys,
    mediaFile: (f) => media[f],
    exportedAt: '2026-11-24T18:00:00.000Z',
  };
}

/** Import context with the real catalogue, the repository's samples and the server's own sanitizer. */
export function importContextFor(published: ApplicationOptionsResponse): ImportContext {
  return {
    catalogue,
    knownSamples: listSamples(),
    published,
    sanitizeRichText,
    maxImageBytes: studioImageMaxBytes,
    maxImageSidePx: studioImageMaxSidePx,
    allowHttp: true,
  };
}
