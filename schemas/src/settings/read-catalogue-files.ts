/**
 * Node-only: reads every `schemas/settings/*.json`. Used at build time (generator, Vite plugin) and by tests;
 * never imported by the portal bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCatalogueFiles, type CatalogueSection } from './catalogue-files.ts';

/** Absolute path of `schemas/settings/`. */
export const catalogueDir = fileURLToPath(new URL('../../settings/', import.meta.url));

/** File names (`login.json`, ...) of the catalogue, sorted. */
export function listCatalogueFiles(dir: string = catalogueDir): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
}

/**
 * Reads and validates all section files. Throws one Error listing every problem (each naming its file and key),
 * because a broken catalogue must stop the build rather than ship wrong defaults.
 */
export function readCatalogue(dir: string = catalogueDir): CatalogueSection[] {
  const files = listCatalogueFiles(dir).map((file) => {
    const text = readFileSync(join(dir, file), 'utf8');
    try {
      return { file, json: JSON.parse(text) as unknown };
    } catch (error) {
      throw new Error(`Settings catalogue: ${file} is not valid JSON: ${(error as Error).message}`);
    }
  });
  const result = parseCatalogueFiles(files);
  if (!result.ok) throw new Error(`Settings catalogue has errors:\n  ${result.errors.join('\n  ')}`);
  return result.sections;
}
