/**
 * Every login catalogue message (access spec §8 "Login 403 codes", §2 "Login screen" messages):
 * reached through the sandbox's fault controls and, where a scenario user has the state, for real.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { shownAlert } from './alerts.ts';

const OFFLINE = 'The site is currently offline for maintenance. Please try again later.';

async function signIn(page: Page, username: string, password = 'Password1!'): Promise<void> {
  await page.goto('/#/home/login');
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const messages: [string, string][] = [
  ['LockedOnBadPassword', 'You have exceeded the maximum number of login attempts'],
  ['MaxAttemptsReached', 'You have exceeded the maximum number of login attempts'],
  ['Invalid', 'Username or password is invalid.'],
  ['LogonNotAllowed', 'There was an error validating your credentials. Please contact your institution.'],
  ['Restricted', 'There was an error validating your credentials. Please contact your institution.'],
  ['MFANoEmail', 'There is no email associated with this account. Please contact your institution to set one up.'],
  ['SomethingUnexpected', 'Not Authorized'],
];

for (const [code, text] of messages) {
  test(`403 ${code} shows "${text}" and keeps the form`, async ({ page, mock, problems }) => {
    problems.allow(/status of 403/);
    await mock.fault({ method: 'POST', path: '/api/login/userlogin', status: 403, errorCode: code });
    await signIn(page, 'basic.user');
    await expect(shownAlert(page)).toHaveText(text);
    await expect(page.getByLabel('User Name', { exact: true })).toBeEnabled();
    if (code === 'Invalid') await expectNoAxeViolations(page);
  });
}

for (const [status, code] of [
  [403, 'maintenanceModeEnabled'],
  [403, 'ServerError'],
  [500, 'ServerError'],
  [502, 'BadGateway'],
  [401, 'Unauthorized'],
] as const) {
  test(`${status} ${code} shows the offline message and hides the form`, async ({ page, mock, problems }) => {
    problems.allow(/status of 5\d\d|status of 40[13]/);
    await mock.fault({ method: 'POST', path: '/api/login/userlogin', status, errorCode: code });
    await signIn(page, 'basic.user');
    await expect(shownAlert(page)).toHaveText(OFFLINE);
    await expect(page.getByLabel('User Name', { exact: true })).toHaveCount(0);
    // A failed sign-in never starts the global logout (it would reload the login with ?error=unauthorized).
    expect(page.url()).not.toContain('error=');
    await expectNoAxeViolations(page);
  });
}

test.describe('scenario users answer their own codes', () => {
  for (const [username, text] of [
    ['david.miller', 'You have exceeded the maximum number of login attempts'],
    ['karen.white', 'There was an error validating your credentials. Please contact your institution.'],
    ['nina.brooks', 'There was an error validating your credentials. Please contact your institution.'],
  ] as const) {
    test(`${username}: "${text}"`, async ({ page, problems }) => {
      problems.allow(/status of 403/);
      await signIn(page, username);
      await expect(shownAlert(page)).toHaveText(text);
    });
  }

  test('a wrong password: "Username or password is invalid."', async ({ page, problems }) => {
    problems.allow(/status of 403/);
    await signIn(page, 'tom.harris', 'WrongPass9');
    await expect(shownAlert(page)).toHaveText('Username or password is invalid.');
  });
});

test('submitting disables the form until the answer arrives', async ({ page }) => {
  await page.goto('/#/home/login');
  await page.getByLabel('User Name', { exact: true }).fill('basic.user');
  await page.getByLabel('Password', { exact: true }).fill('Password1!');
  // The real call, only held back until the disabled form has been seen.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/login/userlogin', async (route) => {
    await gate;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByLabel('User Name', { exact: true })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});

for (const [code, text] of [
  ['timeout', 'Your session has expired!'],
  ['unauthorized', 'Not Authorized'],
] as const) {
  test(`?error=${code} says "${text}"`, async ({ page }) => {
    await page.goto(`/#/home/login?error=${code}`);
    await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  });
}

test('the login screen links: register, recovery, browser requirements', async ({ page }) => {
  await page.goto('/#/home/login');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '#/home/register');
  await expect(page.getByRole('link', { name: "Can't sign in?" })).toHaveAttribute('href', '#/home/recovery');
  await expect(page.getByRole('link', { name: 'Browser Requirements' })).toHaveAttribute('target', '_blank');
});
