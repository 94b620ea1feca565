/**
 * Single sign-on (access spec §2, §4 "SSO", §6): the landing page's four outcomes, 'No SSO URL
 * defined!', and register / recovery / verifyEmail closed while SSO is in use. SSO is switched on
 * through the sandbox's settings override, so these tests run in order and switch it off again.
 */
import { SSO_DEMO_TOKEN } from '../server-mock/scenarios/access-scenarios.ts';
import { expect, overrideSettings, sandboxUrl, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { shownAlert } from './alerts.ts';

function sandbox(): string {
  return sandboxUrl();
}

async function ssoLoginUrl(value: string, appendCode = true): Promise<void> {
  // The override replaces the whole map: keep the switches e2e/login-process.spec.ts relies on.
  await overrideSettings({
    'access.allowTrustedDevicesOption': 'true',
    'access.useSsnValidationOption': 'true',
    ...(value ? { 'portal.ssoLoginUrl': value } : {}),
    ...(appendCode ? { 'portal.ssoAppendCodeParameter': 'true' } : {}),
  });
}

/** The identity provider's login page in these tests: the sandbox's studio page (same origin, always served). */
const idp = () => `${sandbox()}/studio/`;

test.describe.configure({ mode: 'serial' });

test.afterAll(async () => {
  await ssoLoginUrl('');
});

test('SSO off: the landing goes to home/login', async ({ page }) => {
  await ssoLoginUrl('');
  await page.goto(`/#/home/sso/${SSO_DEMO_TOKEN}`);
  await expect(page).toHaveURL(/#\/home\/login$/);
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
});

test.describe('SSO on', () => {
  test.beforeEach(async () => {
    await ssoLoginUrl(idp());
  });

  test('a good token signs in and the user reaches the dashboard', async ({ page }) => {
    await page.goto(`/#/home/sso/${SSO_DEMO_TOKEN}`);
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });

  test('a token the server does not accept goes to the SSO login with reason notLoggedIn', async ({ page }) => {
    await page.goto(`/#/home/sso/${'0'.repeat(64)}`);
    await expect(page).toHaveURL(/\/studio\/\?code=notLoggedIn$/, { timeout: 15_000 });
  });

  test('a failing sign-in goes to the SSO login with reason error', async ({ page, mock, problems }) => {
    problems.allow(/status of 500/);
    await mock.fault({ method: 'POST', path: '/api/Login/SsoLogin', status: 500 });
    await page.goto(`/#/home/sso/${SSO_DEMO_TOKEN}`);
    await expect(page).toHaveURL(/\/studio\/\?code=error$/, { timeout: 15_000 });
  });

  test('no token goes to home/login with the unauthorized error', async ({ page }) => {
    await page.goto('/#/home/sso/%20');
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByRole('status').filter({ hasText: 'Not Authorized' })).toBeVisible();
  });

  test('a landing address without any token part goes to home/login with the unauthorized error', async ({ page }) => {
    await page.goto('/#/home/sso');
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByRole('status').filter({ hasText: 'Not Authorized' })).toBeVisible();
  });

  for (const path of ['home/register', 'home/recovery', 'home/verifyEmail/example-enc']) {
    test(`${path} is closed: the visitor goes to the SSO login`, async ({ page }) => {
      await page.goto(`/#/${path}`);
      await expect(page).toHaveURL(/\/studio\/$/, { timeout: 15_000 });
    });
  }
});

test('SSO on without the append-code setting: a refused token goes to the SSO login without a code', async ({
  page,
}) => {
  await ssoLoginUrl(idp(), false);
  await page.goto(`/#/home/sso/${'0'.repeat(64)}`);
  await expect(page).toHaveURL(/\/studio\/$/, { timeout: 15_000 });
});

test.describe('SSO on without a usable address', () => {
  test.beforeEach(async () => {
    await ssoLoginUrl('sso-not-configured');
  });

  test('a failing sign-in on the landing says No SSO URL defined!', async ({ page, mock, problems }) => {
    problems.allow(/status of 500/);
    await mock.fault({ method: 'POST', path: '/api/Login/SsoLogin', status: 500 });
    await page.goto(`/#/home/sso/${SSO_DEMO_TOKEN}`);
    await expect(shownAlert(page)).toHaveText('No SSO URL defined!');
    await expectNoAxeViolations(page);
  });

  test('a closed route says No SSO URL defined! on the login screen', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await expect(page).toHaveURL(/#\/home\/login\?error=noSsoUrl$/);
    await expect(page.getByText('No SSO URL defined!')).toBeVisible();
  });
});
