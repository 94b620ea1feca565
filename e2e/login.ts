/** Logging in through the real login screen, as a borrower would. */
import { expect, type Page } from '@playwright/test';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import type { Scenario } from '../server-mock/scenarios/scenario-types.ts';

/** The scenario borrower with no pending login steps. */
export const basicBorrower: Scenario = scenarioNamed('basic.user');

/** Fills User Name and Password, presses Login and waits for the dashboard. */
export async function loginThroughUi(
  page: Page,
  user: Pick<Scenario, 'username' | 'password'> = basicBorrower,
): Promise<void> {
  await page.goto('/#/home/login');
  await page.getByLabel('User Name', { exact: true }).fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  try {
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  } catch (error) {
    // Say what the login screen shows (a field rule, "Username or password is invalid.", ...).
    const shown = (
      await page
        .locator('main')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 400);
    throw new Error(`Login as ${user.username} did not reach the dashboard. The page shows: ${shown}`, {
      cause: error,
    });
  }
}
