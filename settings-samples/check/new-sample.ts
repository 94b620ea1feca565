/**
 * `npm run samples:new -- NAME --from SAMPLE`: starts a new lender's folder in `settings-samples/` as a copy of
 * an existing sample's settings, with its own name, logo folder, logos and README, then checks it.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultSampleId, listSamples, sampleIdPattern, samplesDir } from '../load-sample.ts';
import { runSamplesCheck } from './run-samples-check.ts';

/** Options of the scaffolder (the folder and output are overridable for tests). */
export interface NewSampleOptions {
  dir?: string;
  print?: (line: string) => void;
}

/** 'harbor-point-cu' → 'Harbor Point Cu': a starting institution name, changed in institution.json. */
export function titleOf(id: string): string {
  return id
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

const escapeXml = (s: string): string => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Plain logos naming the new lender, so the copy never shows the source lender's logo. */
export function scaffoldLogos(name: string): { full: string; icon: string } {
  const label = escapeXml(name);
  const mark = `<rect width="48" height="48" rx="8" fill="#3a4a5c"/><text x="24" y="32" text-anchor="middle" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(name[0] ?? '?')}</text>`;
  return {
    full: `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="48" viewBox="0 0 280 48" role="img" aria-label="${label}">${mark}<text x="58" y="31" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#3a4a5c">${label}</text></svg>\n`,
    icon: `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48" role="img" aria-label="${label}">${mark}</svg>\n`,
  };
}

/** Parses `NAME [--from SAMPLE]`; a message when the arguments cannot be used. */
export function parseNewSampleArgs(args: readonly string[]): { name: string; from: string } | { error: string } {
  const usage = 'Usage: npm run samples:new -- NAME --from SAMPLE';
  const rest = [...args];
  let from = defaultSampleId;
  const at = rest.indexOf('--from');
  if (at >= 0) {
    const value = rest[at + 1];
    if (value === undefined || value.startsWith('--')) return { error: `--from needs a sample name. ${usage}` };
    from = value;
    rest.splice(at, 2);
  }
  if (rest.length !== 1 || rest[0]!.startsWith('--')) return { error: `Give exactly one new sample name. ${usage}` };
  return { name: rest[0]!, from };
}

/** Creates the folder and checks it; returns the exit code (1 when refused or the check fails). */
export function runNewSample(args: readonly string[], options: NewSampleOptions = {}): number {
  const dir = options.dir ?? samplesDir;
  const print = options.print ?? ((line: string) => console.log(line));
  const parsed = parseNewSampleArgs(args);
  if ('error' in parsed) return (print(parsed.error), 1);
  const { name, from } = parsed;
  if (!sampleIdPattern.test(name) || name.length > 60) {
    return (
      print(
        `'${name}' is not a usable sample name: use lower-case letters, digits and hyphens, starting with a letter or digit (it becomes a folder and a logo path)`,
      ),
      1
    );
  }
  if (existsSync(join(dir, name)))
    return (print(`settings-samples/${name} already exists; choose another name or edit that folder`), 1);
  if (!listSamples(dir).includes(from))
    return (print(`There is no sample '${from}' to start from (samples: ${listSamples(dir).join(', ')})`), 1);

  const target = join(dir, name);
  const institution = JSON.parse(readFileSync(join(dir, from, 'institution.json'), 'utf8')) as Record<string, unknown>;
  const sourceName = typeof institution.InstitutionName === 'string' ? institution.InstitutionName : from;
  const title = titleOf(name);
  mkdirSync(join(target, 'images'), { recursive: true });
  cpSync(join(dir, from, 'settings.json'), join(target, 'settings.json'));
  writeFileSync(
    join(target, 'institution.json'),
    `${JSON.stringify({ ...institution, InstitutionName: title, LogoFolder: name }, null, 2)}\n`,
  );
  const logos = scaffoldLogos(title);
  writeFileSync(join(target, 'images', 'logo-full.svg'), logos.full);
  writeFileSync(join(target, 'images', 'logo-icon.svg'), logos.icon);
  writeFileSync(
    join(target, 'README.md'),
    `# ${title} (\`${name}\`)\n\nA lender started from ${sourceName} (\`${from}\`), with the same settings and institution options until they are changed.\n\n` +
      '- `settings.json`: the settings sets (`shared` wins over `english`), keys from `schemas/settings/`.\n' +
      '- `institution.json`: institution options (numbers may be strings, as lenders send them).\n' +
      `- \`images/\`: \`logo-full.svg\` and \`logo-icon.svg\`, found through \`LogoFolder\` = \`${name}\`.\n`,
  );
  print(
    `Created settings-samples/${name} from ${from}. Next: set InstitutionName in institution.json, replace the logos in images/, describe the lender in README.md.`,
  );
  return runSamplesCheck([target], { dir, print });
}
