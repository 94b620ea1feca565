import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { unregisteredPeople } from './unregistered-people.ts';
import { allScenarios } from './all-scenarios.ts';
import { peopleTable, personRow, README_PATH, scenarioRow } from './readme-table.ts';
import { staffScenarios } from './staff-scenarios.ts';

const readme = readFileSync(README_PATH, 'utf8');

describe('README scenario table', () => {
  it.each([...allScenarios, ...staffScenarios].map((s) => [s.username, s] as const))(
    'when scenario user %s exists then the README lists it with its password and tags (run npx tsx server-mock/scenarios/readme-table.ts)',
    (_name, scenario) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${scenario.username}\` |`));
      expect(row, `README has no row for ${scenario.username}`).toBeDefined();
      expect(row).toBe(scenarioRow(scenario));
    },
  );

  it.each(unregisteredPeople.map((p) => [p.id, p] as const))(
    'when person %s (no login yet) exists then the README lists it as the list has it (run npx tsx server-mock/scenarios/readme-table.ts)',
    (_id, person) => {
      expect(readme.split('\n')).toContain(personRow(person));
    },
  );

  it('when the people table is generated then it is exactly the one in the README (no stale rows)', () => {
    expect(readme).toContain(peopleTable());
  });

  it('when the scenarios are listed then user names are unique ignoring case and every scenario tag has a user', () => {
    const names = allScenarios.map((s) => s.username.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    const tags = new Set(allScenarios.flatMap((s) => s.tags));
    for (const tag of [
      'basic',
      'business',
      'mfa',
      'ssn-check',
      'must-change-password',
      'no-secret-question',
      'agreements',
      'locked',
      'restricted',
      'no-email',
      'sso',
      'delinquent',
      'past-due',
      'closed-loan',
      'line-of-credit',
      'payoff-locked',
      'has-recurring',
      'has-scheduled',
      'no-accounts',
      'deposit-only',
      'card-blocked',
      'ach-blocked',
      'holiday',
      'cutoff',
      'small-dollar',
    ]) {
      expect(tags, `no scenario user has tag ${tag}`).toContain(tag);
    }
  });

  it('when the studio staff are listed then each role has a user with its tag and names do not clash with borrowers', () => {
    const tags = staffScenarios.flatMap((s) => s.tags);
    expect(new Set(tags)).toEqual(new Set(['staff-viewer', 'staff-editor', 'staff-publisher']));
    const borrowers = new Set(allScenarios.map((s) => s.username.toLowerCase()));
    for (const s of staffScenarios) expect(borrowers.has(s.username.toLowerCase())).toBe(false);
  });
});
