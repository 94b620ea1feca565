/**
 * Every scenario user reaches the state its tags promise. Users with no login
 * steps log in through the real login screen and reach the dashboard; states whose screens come in
 * later issues (MFA, SSN check, password change, agreements, lockout, SSO, account and payment
 * states) are asserted through the sandbox over HTTP, with the user's own session.
 */
import { allScenarios } from '../server-mock/scenarios/all-scenarios.ts';
import type { ScenarioTag } from '../server-mock/scenarios/scenario-types.ts';
import { expect, resetSandbox, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';
import { checks } from './scenario-promises.ts';

/** Tags that add a login step or refuse the login: these users do not land on the dashboard. */
const LOGIN_STEP_TAGS: readonly ScenarioTag[] = [
  'mfa',
  'ssn-check',
  'must-change-password',
  'no-secret-question',
  'agreements',
  'locked',
  'restricted',
  'no-email',
  'sso',
];

/** The scenario tags, each promised on at least one user. */
const ISSUE_TAGS: readonly ScenarioTag[] = [
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
];

test('when the scenario list is read then every listed scenario tag is on a user and has a check here', () => {
  const tagged = new Set(allScenarios.flatMap((s) => s.tags));
  expect(
    ISSUE_TAGS.filter((t) => !tagged.has(t)),
    'tags on no scenario user',
  ).toEqual([]);
  expect(
    ISSUE_TAGS.filter((t) => t !== 'basic' && !checks[t]),
    'tags without a check in scenario-promises.ts',
  ).toEqual([]);
});

// The checks are about the seed, and specs that ran before in this worker change scenario users
// (e2e/login-process.spec.ts passes james.carter's SSN step, which verifies his e-mail).
test.beforeAll(async () => {
  await resetSandbox();
});

for (const user of allScenarios) {
  if (!user.tags.some((t) => LOGIN_STEP_TAGS.includes(t))) {
    test(`when ${user.username} (${user.tags.join(', ')}) logs in through the login screen then the dashboard opens`, async ({
      page,
    }) => {
      await loginThroughUi(page, user);
    });
  }
  for (const tag of user.tags) {
    const promise = checks[tag];
    if (!promise) continue;
    test(`when ${user.username} (${tag}) logs in then ${promise.then}`, async ({ request }) => {
      await promise.check(request, user);
    });
  }
}
