/**
 * The README's "Scenario users" table, generated from `allScenarios`, and the table of people without a
 * login (registration and activation), generated from `unregisteredPeople`. Run
 * `npx tsx server-mock/scenarios/readme-table.ts` after adding or changing either; a unit test fails
 * while a row is missing from the README or differs from the list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { unregisteredPeople, type UnregisteredScenario } from './unregistered-people.ts';
import { allScenarios } from './all-scenarios.ts';
import type { Scenario } from './scenario-types.ts';
import { staffScenarios } from './staff-scenarios.ts';

/** What a table row shows of a borrower or a staff user. */
type Listed = Pick<Scenario, 'username' | 'password' | 'description'> & { tags: readonly string[] };

/** Borrowers, then the studio's staff users: the table lists both. */
const listed: readonly Listed[] = [...allScenarios, ...staffScenarios];

/** The README this table lives in. */
export const README_PATH = fileURLToPath(new URL('../../README.md', import.meta.url));

const START = '<!-- scenario-table:start (generated: npx tsx server-mock/scenarios/readme-table.ts) -->';
const END = '<!-- scenario-table:end -->';

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A table between its markers: the column names, the separator, one line per row. */
function markedTable(start: string, end: string, columns: readonly string[], rows: readonly string[]): string {
  return [start, `| ${columns.join(' | ')} |`, `|${'---|'.repeat(columns.length)}`, ...rows, end].join('\n');
}

/** The README with the table between the markers replaced; undefined while the README has no markers yet. */
function replaceMarked(readme: string, start: string, end: string, table: string): string | undefined {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  return from >= 0 && to > from ? readme.slice(0, from) + table + readme.slice(to + end.length) : undefined;
}

/** One table row: user name and password as code, tags comma-separated, the description. */
export function scenarioRow(s: Listed): string {
  return `| \`${s.username}\` | \`${cell(s.password)}\` | ${s.tags.join(', ')} | ${cell(s.description)} |`;
}

/** The whole table, between its markers. */
export function scenarioTable(scenarios: readonly Listed[] = listed): string {
  return markedTable(START, END, ['user name', 'password', 'tags', 'description'], scenarios.map(scenarioRow));
}

/** The README with its table replaced (or, the first time, the old hand-written table replaced). */
export function withScenarioTable(readme: string, scenarios: readonly Listed[] = listed): string {
  const table = scenarioTable(scenarios);
  const replaced = replaceMarked(readme, START, END, table);
  if (replaced !== undefined) return replaced;
  const handWritten = /\| user name \| password \| tags \|[^\n]*\n\|[-|]+\|\n(?:\|[^\n]*\|\n?)*/;
  if (!handWritten.test(readme)) throw new Error('README has no scenario table to replace');
  return readme.replace(handWritten, `${table}\n`);
}

const PEOPLE_START = '<!-- people-table:start (generated: npx tsx server-mock/scenarios/readme-table.ts) -->';
const PEOPLE_END = '<!-- people-table:end -->';

/** One row of the people table: name, account, prepared logon name, restricted, the description. */
export function personRow(p: UnregisteredScenario): string {
  const logon = p.logonName ? `\`${p.logonName}\`` : '-';
  return `| ${cell(`${p.person.firstName} ${p.person.lastName}`)} | ${p.accountType} \`${p.accountNumber}\` | ${logon} | ${p.restricted ? 'yes' : 'no'} | ${cell(p.description)} |`;
}

/** The people table, between its markers. */
export function peopleTable(people: readonly UnregisteredScenario[] = unregisteredPeople): string {
  const columns = ['person', 'account', 'prepared logon name', 'restricted', 'description'];
  return markedTable(PEOPLE_START, PEOPLE_END, columns, people.map(personRow));
}

/** The README with its people table replaced (the first time, placed right after the scenario table). */
export function withPeopleTable(readme: string, people: readonly UnregisteredScenario[] = unregisteredPeople): string {
  const table = peopleTable(people);
  const replaced = replaceMarked(readme, PEOPLE_START, PEOPLE_END, table);
  if (replaced !== undefined) return replaced;
  const after = readme.indexOf(END);
  if (after < 0) throw new Error('README has no scenario table to place the people table after');
  const heading =
    '\n\nPeople the lender knows who have no login yet (registration matches them; an activation link creates the\nprepared login):\n\n';
  return readme.slice(0, after + END.length) + heading + table + readme.slice(after + END.length);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(README_PATH, withPeopleTable(withScenarioTable(readFileSync(README_PATH, 'utf8'))));
  console.log(
    `README scenario table: ${allScenarios.length} users, ${staffScenarios.length} staff users, ${unregisteredPeople.length} people without a login`,
  );
}
