/**
 * The sample institutions as the studio lists them (`GET /studio/api/samples`): id, name and description,
 * taken from each folder so that adding a folder is all it takes to offer a new sample.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SampleSummary } from '../schemas/src/studio/studio-api.ts';
import { listSamples, samplesDir } from './load-sample.ts';

/**
 * The summary of one sample from its files' text: the name is `InstitutionName` of institution.json (else the
 * README's heading without the id in backquotes, else the id); the description is the README's first paragraph.
 */
export function summarizeSample(
  id: string,
  institutionJson: string | undefined,
  readme: string | undefined,
): SampleSummary {
  const lines = (readme ?? '').split(/\r?\n/);
  const heading = lines
    .find((l) => l.startsWith('# '))
    ?.slice(2)
    .replace(/\(`[^`]*`\)/, '')
    .trim();
  const start = lines.findIndex((l, i) => i > 0 && l.trim() !== '' && !l.startsWith('#'));
  const paragraph: string[] = [];
  for (const line of start < 0 ? [] : lines.slice(start)) {
    if (line.trim() === '' || line.startsWith('- ') || line.startsWith('#')) break;
    paragraph.push(line.trim());
  }
  return { id, name: institutionName(institutionJson) ?? (heading || id), description: paragraph.join(' ') };
}

function institutionName(json: string | undefined): string | undefined {
  if (json === undefined) return undefined;
  try {
    const name = (JSON.parse(json) as { InstitutionName?: unknown }).InstitutionName;
    return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
  } catch {
    return undefined; // a malformed file is samples:check's to report; the list still shows the id
  }
}

const readIfThere = (path: string): string | undefined => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

/** Every sample under `settings-samples/` (or `dir`), sorted by id. */
export function listSampleSummaries(dir: string = samplesDir): SampleSummary[] {
  return listSamples(dir).map((id) =>
    summarizeSample(id, readIfThere(join(dir, id, 'institution.json')), readIfThere(join(dir, id, 'README.md'))),
  );
}
