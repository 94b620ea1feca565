/**
 * Every scenario user, one list: each area lists its own users (their tags promise the states the
 * spec distinguishes) and every area's seed adds data for all of them. `GET /__mock/scenarios`,
 * the README table and the e2e fixtures read this list, so credentials are written down once.
 */
import { accessScenarios } from './access-scenarios.ts';
import { accountsScenarios } from './accounts-scenarios.ts';
import { paymentsScenarios } from './payments-scenarios.ts';
import type { Scenario } from './scenario-types.ts';

/** All scenario users: access, then accounts, then payments. */
export const allScenarios: readonly Scenario[] = [...accessScenarios, ...accountsScenarios, ...paymentsScenarios];

/** The scenario user with this logon name (ignoring case); throws when there is none, naming it. */
export function scenarioNamed(username: string): Scenario {
  const found = allScenarios.find((s) => s.username.toLowerCase() === username.toLowerCase());
  if (!found) throw new Error(`No scenario user "${username}"`);
  return found;
}
