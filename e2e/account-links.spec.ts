/**
 * The pages behind e-mailed links against the real sandbox (access spec §2 "Activation, opt-out,
 * verify e-mail", §4, §8 "Activation", "Opt-out", "Verify e-mail page"). Activation tokens and
 * verify links are single use and this file does not reset the sandbox, so each answer uses a person
 * of its own (README "People the lender knows who have no login yet"): Hana activates, Victor is
 * restricted, Ivan's logon name is taken by Owen's registration first, Zoe registers and verifies her
 * address. Grace's token belongs to recovery.spec.ts; the fault tests here only borrow it (every call
 * they make is a fault, so it is never used up).
 */
import { expect, sandboxUrl, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { lastLinkTo } from './outbox.ts';
import { ACTIVATION_DEMO_TOKEN, activationDemoToken, demoToken } from '../server-mock/scenarios/access-scenarios.ts';
import type { UnregisteredScenario } from '../server-mock/scenarios/unregistered-people.ts';
import {
  registrationPayload,
  unregisteredPerson as personWith,
} from '../server-mock/scenarios/registration-payload.ts';
import type { Page } from '@playwright/test';
import { shownAlert } from './alerts.ts';

/** A JSON POST to the sandbox API; answers the parsed body. */
async function post<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${sandboxUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

type Envelope = { HasNoErrors: boolean; Errors: { ErrorMessage: string }[] };

/** Registers a known person through the registration call, as the register screen sends it. */
function register(p: UnregisteredScenario, logonName: string, password: string) {
  return post<Envelope>('/api/Register/RegisterUser', registrationPayload(p, logonName, password));
}

/** Opens a prepared person's activation link, chooses a password and submits; waits for the answer. */
async function activate(page: Page, logonName: string, password: string) {
  await page.goto(`/#/home/activate?token=${activationDemoToken(logonName)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Please Enter Your New Password' })).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/Register/ActivateAccount'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await answered).status()).toBe(200);
}

const OPT_OUT_OK =
  'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.';
const OPT_OUT_ERROR = 'There was a problem updating your email preferences. Please try again.';

test.describe('activation', () => {
  test('without a token it goes to login with the unauthorized error', async ({ page }) => {
    await page.goto('/#/home/activate');
    await expect(page).toHaveURL(/#\/home\/login\?error=unauthorized$/);
    await expect(page.getByText('Not Authorized')).toBeVisible();
  });

  test('the form says what is wrong and keeps Submit disabled; it has no axe violations', async ({ page }) => {
    await page.goto(`/#/home/activate?token=${ACTIVATION_DEMO_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Please Enter Your New Password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill('lettersonly');
    await page.getByLabel('Confirm Password', { exact: true }).fill('different1');
    await page.getByLabel('New Password', { exact: true }).focus();
    await expect(page.getByText('Password must have both a letter and a number.')).toBeVisible();
    await expect(page.getByText('Passwords Do Not Match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('when Hana opens her link and chooses a password then the activation succeeds and the new login signs in', async ({
    page,
  }) => {
    await activate(page, 'hana.sato', 'Blossom2026');
    await expect(page.getByRole('status')).toHaveText(
      'Your account has been activated. You can now log in with your new password.',
    );
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect((await post('/api/login/userlogin', { username: 'hana.sato', password: 'Blossom2026' })).status).toBe(200);
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('when the person is restricted then the activation says the account is registered but restricted', async ({
    page,
  }) => {
    await activate(page, 'victor.hale', 'Compass2026');
    await expect(shownAlert(page)).toHaveText('Your account has been registered, however it is currently restricted.');
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('when someone registered the prepared logon name first then the activation says the logon name is taken', async ({
    page,
  }) => {
    // Owen registers with the logon name the lender prepared for Ivan. A retry finds it taken already
    // (LoginNameExists), which is the same precondition.
    const owen = await register(personWith('person-owen-price'), 'ivan.petrov', 'Lantern2026');
    expect(
      owen.body.HasNoErrors || owen.body.Errors[0]?.ErrorMessage === 'LoginNameExists',
      JSON.stringify(owen.body),
    ).toBe(true);
    await activate(page, 'ivan.petrov', 'Meadow2026');
    await expect(shownAlert(page)).toHaveText(
      'There is already a user with this logon name created. If this is you please go to the login page to sign in.',
    );
    await expect(page.getByRole('link', { name: 'Return to Login' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a failed activation shows the generic activation error', async ({ page, mock, problems }) => {
    problems.allow(/status of (4|5)\d\d/);
    await page.goto(`/#/home/activate?token=${ACTIVATION_DEMO_TOKEN}`);
    await page.getByLabel('New Password', { exact: true }).fill('Activate1x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Activate1x');
    for (const [status, errorCode] of [
      [403, 'Invalid'],
      [500, 'ServerError'],
    ] as const) {
      await mock.fault({ method: 'POST', path: '/api/Register/ActivateAccount', status, errorCode });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/Register/ActivateAccount'));
      await page.getByRole('button', { name: 'Submit' }).click();
      await answered;
      await expect(shownAlert(page)).toHaveText(
        'There was an error resetting your password. Please contact customer service.',
      );
    }
  });
});

test.describe('opt-out', () => {
  test('the link opts the borrower out; it has no axe violations', async ({ page }) => {
    await page.goto(`/#/opt-out?token=${demoToken('opt-out', 'basic.user')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email Notifications' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await expect(page.getByRole('status')).toHaveText(OPT_OUT_OK);
    await expect(page.getByRole('button', { name: 'Opt Out' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('without a token the error shows at once', async ({ page }) => {
    await page.goto('/#/opt-out');
    await expect(shownAlert(page)).toHaveText(OPT_OUT_ERROR);
    await expect(page.getByRole('button', { name: 'Opt Out' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown token or a failing call shows the error', async ({ page, mock, problems }) => {
    problems.allow(/status of 5\d\d/);
    await page.goto('/#/opt-out?token=not-a-real-token');
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await expect(shownAlert(page)).toHaveText(OPT_OUT_ERROR);
    await page.goto(`/#/opt-out?token=${demoToken('opt-out', 'maria.lopez')}`);
    await mock.fault({ method: 'POST', path: '/api/OptOut/OptOut', status: 500 });
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await expect(shownAlert(page)).toHaveText(OPT_OUT_ERROR);
  });
});

test.describe('verify e-mail', () => {
  test('when a registration did not check the address by code then the e-mailed link verifies it and goes to login', async ({
    page,
  }) => {
    const zoe = personWith('person-zoe-adams');
    const registered = await register(zoe, 'zoe.adams', 'Harvest2026');
    expect(registered.body, 'registering Zoe (she is used by this test only)').toEqual({
      HasNoErrors: true,
      Errors: [],
    });
    const link = await lastLinkTo(zoe.person.emailAddress);
    expect(link).toMatch(/^\/#\/home\/verifyEmail\/[0-9a-f]+$/);
    expect(
      (
        await post<{ EmailIsVerified: boolean }>('/api/login/userlogin', {
          username: 'zoe.adams',
          password: 'Harvest2026',
        })
      ).body.EmailIsVerified,
    ).toBe(false);

    const verified = page.waitForResponse((r) => r.url().endsWith('/api/Login/ValidateEmail'));
    await page.goto(link);
    expect((await verified).status()).toBe(200);
    // Spec §2: on success the page goes to home/login (the spec names no success text).
    await expect(page).toHaveURL(/#\/home\/login$/);
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
    await expect(shownAlert(page)).toHaveCount(0);
    expect(
      (
        await post<{ EmailIsVerified: boolean }>('/api/login/userlogin', {
          username: 'zoe.adams',
          password: 'Harvest2026',
        })
      ).body.EmailIsVerified,
    ).toBe(true);

    // The link is single use: opened again, it shows the activating error.
    await page.goto(link);
    await expect(shownAlert(page)).toHaveText(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
  });

  test('a link the sandbox does not know shows the activating error; it has no axe violations', async ({ page }) => {
    await page.goto('/#/home/verifyEmail/not-a-real-link');
    await expect(shownAlert(page)).toHaveText(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
    await expectNoAxeViolations(page);
  });

  test('a link without its enc part shows the invalid-data error', async ({ page }) => {
    await page.goto('/#/home/verifyEmail');
    await expect(shownAlert(page)).toHaveText(
      'We could not verify your account. Please contact your local servicing branch for assistance.',
    );
    await expect(page).toHaveURL(/#\/home\/verifyEmail$/);
  });

  test('a failing call shows the activating error', async ({ page, mock, problems }) => {
    problems.allow(/status of 5\d\d/);
    await mock.fault({ method: 'POST', path: '/api/Login/ValidateEmail', status: 500 });
    await page.goto('/#/home/verifyEmail/any-link');
    await expect(shownAlert(page)).toHaveText(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
  });
});
