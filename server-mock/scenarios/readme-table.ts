/**
 * The README's "Scenario users" table, generated from `allScenarios`. Run
 * `npx tsx server-mock/scenarios/readme-table.ts` after adding or changing a scenario user; a unit test
 * fails while a user is missing from the README.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { allScenarios } from './all-scenarios.ts';
import type { Scenario } from './scenario-types.ts';

/** The README this table lives in. */
export const README_PATH = fileURLToPath(new URL('../../README.md', import.meta.url));

const START = '<!-- scenario-table:start (generated: npx tsx server-mock/scenarios/readme-table.ts) -->';
const END = '<!-- scenario-table:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** One table row: user name and password as code, tags comma-separated, the description. */
export function scenarioRow(s: Scenario): string {
  return `| \`${s.username}\` | \`${cell(s.password)}\` | ${s.tags.join(', ')} | ${cell(s.description)} |`;
}

/** The whole table, between its markers. */
export function scenarioTable(scenarios: readonly Scenario[] = allScenarios): string {
  return [START, '| user name | password | tags | description |', '|---|---|---|---|', ...scenarios.map(scenarioRow), END].join('\n');
}

/** The README with its table replaced (or, the first time, the old hand-written table replaced). */
export function withScenarioTable(readme: string, scenarios: readonly Scenario[] = allScenarios): string {
  const table = scenarioTable(scenarios);
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start >= 0 && end > start) return readme.slice(0, start) + table + readme.slice(end + END.length);
  const handWritten = /\| user name \| password \| tags \|[^\n]*\n\|[-|]+\|\n(?:\|[^\n]*\|\n?)*/;
  if (!handWritten.test(readme)) throw new Error('README has no scenario table to replace');
  return readme.replace(handWritten, `${table}\n`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(README_PATH, withScenarioTable(readFileSync(README_PATH, 'utf8')));
  console.log(`README scenario table: ${allScenarios.length} users`);
}
