/**
 * Credential recovery and the reset link against the real sandbox (access spec §2 "Recovery screen",
 * §4 "Recovery" and "Forced password change", §8 "Recovery errors" and "Reset password codes").
 * Catalogue messages are reached through faults scoped to each test. The full reset changes a password,
 * so it uses grace.okafor, who exists only after this spec activates her (scenario users keep their
 * seeded passwords for the other specs); the reset link of the fault test belongs to credit.line and
 * is never used up (every ResetPassword there is a fault).
 */
import { expect, overrideSettings, resetSandbox, sandboxUrl, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { lastLinkTo } from './outbox.ts';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import type { Page } from '@playwright/test';
import { ACTIVATION_DEMO_TOKEN } from '../server-mock/scenarios/access-scenarios.ts';
import { unregisteredPeople } from '../server-mock/scenarios/unregistered-people.ts';
import type { ScenarioPerson } from '../server-mock/scenarios/scenario-types.ts';
import { shownAlert } from './alerts.ts';

const SECRET_ANSWER = 'Austin'; // the seeded answer of every scenario user (server-mock/scenarios/seed-access.ts)
const SUCCESS = 'You will receive an email shortly with instructions on how to reset your password.';

/** Step 1 with a scenario user's details as the seed has them (date shown as MM/DD/YYYY). */
async function fillIdentity(page: Page, username: string) {
  await fillPerson(page, scenarioNamed(username).person);
}

async function fillPerson(page: Page, p: ScenarioPerson) {
  const [y, m, d] = p.dateOfBirth.split('-');
  await page.getByLabel('Email Address', { exact: true }).fill(p.emailAddress);
  await page.getByLabel('Date of Birth', { exact: true }).pressSequentially(`${m}${d}${y}`);
  await page.getByLabel('Zip Code', { exact: true }).pressSequentially(p.zipCode);
  await page.getByLabel('Branch Number', { exact: true }).pressSequentially(p.servicingBranch);
}

/** A JSON POST to the sandbox API. */
async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${sandboxUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Signs in through the API; returns the user token. */
async function apiLogin(username: string, password: string): Promise<string> {
  const res = await post('/api/login/userlogin', { username, password });
  const answer = (await res.json()) as { UserToken?: string };
  if (res.status !== 200 || !answer.UserToken)
    throw new Error(`login of ${username}: HTTP ${res.status} ${JSON.stringify(answer)}`);
  return answer.UserToken;
}

/** Clicks `name` and waits for the answer of the call to `path`, so each message is the new one. */
async function submitAndWait(page: Page, name: string, path: string) {
  const answered = page.waitForResponse((r) => r.url().toLowerCase().endsWith(path.toLowerCase()));
  await page.getByRole('button', { name }).click();
  await answered;
}

test.describe('recovery screen', () => {
  test('shows the fields, a disabled Continue and Return to Login; it has no axe violations', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await expect(page.getByRole('heading', { level: 1, name: "Can't sign in?" })).toBeVisible();
    await expect(page.getByLabel('Branch Number', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await page.getByLabel('Email Address', { exact: true }).fill('nope');
    await page.getByLabel('Zip Code', { exact: true }).pressSequentially('12');
    await page.getByLabel('Branch Number', { exact: true }).focus();
    await expect(page.getByText('Invalid Email')).toBeVisible();
    await expect(page.getByText('Zip Code must be 5 digits')).toBeVisible();
    await expectNoAxeViolations(page);
    // Leave the field first: its message appearing on blur would move the link under the pointer.
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('details that match nobody stay on step 1 with the identity error', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await fillIdentity(page, 'basic.user');
    await page.getByLabel('Zip Code', { exact: true }).fill('');
    await page.getByLabel('Zip Code', { exact: true }).pressSequentially('99999');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(shownAlert(page)).toHaveText(
      'There was an error validating your identity, please check your information and try again',
    );
    await expect(page.getByLabel('Email Address', { exact: true })).toBeVisible();
  });

  test('every recovery error of the catalogue shows on the step that failed', async ({ page, mock, problems }) => {
    problems.allow(/status of (4|5)\d\d/);
    // The real answer at the end must find basic.user under the attempt limit: a wrong answer in another test of
    // this worker counts toward it.
    await resetSandbox();
    await page.goto('/#/home/recovery');
    await fillIdentity(page, 'basic.user');
    const step1: [string, number, string][] = [
      ['BadQuestion', 403, 'An error occurred retrieving your secret question'],
      ['Invalid', 403, 'There was an error validating your identity, please check your information and try again'],
      ['Error', 400, 'There was an error validating your identity, please check your information and try again'],
      [
        'RecoveryFailed',
        403,
        'Failed to recover credentials, please verify your information or contact your local branch',
      ],
      [
        'RecoveryMaxAttempts',
        403,
        'You have reached the maximum amount of recovery attempts. Please wait a while and try again.',
      ],
      ['Error500', 500, 'An error occurred, please contact your institution'],
      ['SomethingNew', 403, 'There was an error validating your identity, please check your information and try again'],
    ];
    for (const [errorCode, status, text] of step1) {
      await mock.fault({ method: 'POST', path: '/api/Recovery/GetSecretQuestion', status, errorCode });
      await submitAndWait(page, 'Continue', '/api/Recovery/GetSecretQuestion');
      await expect(shownAlert(page), errorCode).toHaveText(text);
    }
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('What city were you born in?')).toBeVisible();
    await expect(page.getByText('basic.user')).toBeVisible();
    await page.getByLabel('Secret Answer', { exact: true }).fill(SECRET_ANSWER);
    await expectNoAxeViolations(page);
    for (const [errorCode, status, text] of step1.slice(0, 6)) {
      await mock.fault({ method: 'POST', path: '/api/Recovery/AnswerSecretQuestion', status, errorCode });
      await submitAndWait(page, 'Verify', '/api/Recovery/AnswerSecretQuestion');
      await expect(shownAlert(page), errorCode).toHaveText(text);
      await expect(page.getByLabel('Secret Answer', { exact: true })).toBeVisible();
    }
  });

  test('a wrong secret answer stays on step 2 and says recovery failed', async ({ page }) => {
    await page.goto('/#/home/recovery');
    await fillIdentity(page, 'past.due');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Secret Answer', { exact: true }).fill('Dallas');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(shownAlert(page)).toHaveText(
      'Failed to recover credentials, please verify your information or contact your local branch',
    );
  });

  test('when the site is in maintenance the recovery sends the visitor to login', async ({ page, mock, problems }) => {
    problems.allow(/status of 503/);
    await page.goto('/#/home/recovery');
    await fillIdentity(page, 'basic.user');
    await mock.fault({
      method: 'POST',
      path: '/api/Recovery/GetSecretQuestion',
      status: 503,
      errorCode: 'maintenanceModeEnabled',
    });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/home\/login\?error=down$/);
    await expect(
      page.getByText('The site is currently offline for maintenance. Please try again later.'),
    ).toBeVisible();
  });
});

test.describe('recovery without a secret question', () => {
  // The override reaches only this test (e2e/fixtures.ts overrideSettings); it is put back at the end.
  test('with recoverCredentialsWithoutQuestion the reset e-mail goes out right after step 1', async ({ page }) => {
    await overrideSettings({ 'access.recoverCredentialsWithoutQuestion': 'true' });
    try {
      const user = scenarioNamed('delinquent');
      await page.goto('/#/home/recovery');
      await fillIdentity(page, user.username);
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('status')).toHaveText(SUCCESS);
      await expect(page.getByText(user.username)).toBeVisible();
      await expect(page.getByLabel('Secret Answer', { exact: true })).toHaveCount(0);
      expect(await lastLinkTo(user.person.emailAddress)).toMatch(/^\/#\/home\/forcePasswordChange\//);
    } finally {
      await overrideSettings({});
    }
  });
});

test.describe('reset link', () => {
  test('the answer e-mails a link; it opens the forced change; the new password signs in', async ({ page }) => {
    // grace.okafor exists only once activated, so no other spec signs in as her: her password may change.
    const grace = unregisteredPeople.find((p) => p.logonName === 'grace.okafor')!;
    await page.goto(`/#/home/activate?token=${ACTIVATION_DEMO_TOKEN}`);
    await page.getByLabel('New Password', { exact: true }).fill('Activate1x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Activate1x');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status')).toContainText('Your account has been activated');
    const token = await apiLogin('grace.okafor', 'Activate1x');
    const question = await post('/api/register/SetPasswordQuestion', {
      PasswordQuestion: 'What city were you born in?',
      PasswordAnswer: SECRET_ANSWER,
      UserToken: token,
    });
    expect(question.status, 'setting up the secret question').toBeLessThan(300);

    await page.goto('/#/home/recovery');
    await fillPerson(page, grace.person);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('grace.okafor')).toBeVisible();
    await page.getByLabel('Secret Answer', { exact: true }).fill(SECRET_ANSWER);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('status')).toHaveText(SUCCESS);
    await expectNoAxeViolations(page);

    const link = await lastLinkTo(grace.person.emailAddress);
    expect(link).toMatch(/^\/#\/home\/forcePasswordChange\//);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Password Change Required' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('New Password', { exact: true }).fill('Changed7x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed7y');
    await page.getByLabel('New Password', { exact: true }).focus();
    await expect(page.getByText('Passwords Do Not Match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expectNoAxeViolations(page);
    await page.getByLabel('Confirm Password', { exact: true }).fill('Changed7x');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    // Wait until the dashboard has replaced the form: opening the link while the router still shows the
    // forced change would keep that page (and its filled-in form) instead of mounting it afresh.
    await expect(page).toHaveTitle('Dashboard');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);

    // The link is used up; the new password signs in and the old one no longer does.
    await page.goto(link);
    await expect(page.getByText('The Password Reset Token Has Expired.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await expect(page).toHaveURL(/#\/home\/login$/);
    await expect(apiLogin('grace.okafor', 'Changed7x')).resolves.toEqual(expect.any(String));
    expect((await post('/api/login/userlogin', { username: 'grace.okafor', password: 'Activate1x' })).status).toBe(403);
  });

  test('an unknown or expired token says so, and no token goes to login', async ({ page }) => {
    await page.goto('/#/home/forcePasswordChange/not-a-real-token');
    await expect(shownAlert(page)).toHaveText('The Password Reset Token Has Expired.');
    await expect(page.getByLabel('New Password', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.goto('/#/home/forcePasswordChange/');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('every reset code of the catalogue shows its message', async ({ page, mock, problems }) => {
    problems.allow(/status of (4|5)\d\d/);
    const user = scenarioNamed('credit.line');
    const p = user.person;
    const sent = await post('/api/Recovery/AnswerSecretQuestion', {
      LogonName: user.username,
      EmailAddress: p.emailAddress,
      ZipCode: p.zipCode,
      SecretAnswer: SECRET_ANSWER,
    });
    expect(((await sent.json()) as { HasNoErrors: boolean }).HasNoErrors).toBe(true);
    await page.goto(await lastLinkTo(p.emailAddress));
    await page.getByLabel('New Password', { exact: true }).fill('Another9z');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Another9z');
    const codes: [string, number, string][] = [
      ['Error', 400, 'There was an error resetting your password. Please try again.'],
      [
        'Error500',
        500,
        'Your password could not be reset because of a problem on our side. Please try again later or contact your institution.',
      ],
      ['ChooseDifferentPassword', 400, 'Please choose a different password.'],
      ['PasswordTooShort', 400, 'Password is not long enough.'],
      ['PasswordSameAsLogin', 400, 'Password must be different than Username.'],
      ['PasswordSameAsSSN', 400, 'Password must not include your SSN.'],
      ['PasswordNeedsLetterNumber', 400, 'Password must have both a letter and a number.'],
      ['Expired', 400, 'This password reset link is no longer valid.'],
      ['ReusedPassword', 400, 'Password cannot be a previous password.'],
      ['PasswordMissingCapitalLetter', 400, 'Password must contain a capital letter.'],
      ['PasswordMissingLowercaseLetter', 400, 'Password must contain a lowercase letter.'],
      ['PasswordMissingLetter', 400, 'Password must contain a letter.'],
      ['PasswordMissingNumber', 400, 'Password must contain a number.'],
      ['PasswordMissingSpecialCharacter', 400, 'Password must contain a special character.'],
      ['PasswordEqualsPortionOfLogon', 400, 'Password must not equal a portion of the username.'],
      ['PasswordMatchesEmail', 400, 'Password must not match the email address.'],
      [
        'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
        400,
        'Password must not contain three or more identical consecutive characters.',
      ],
      ['NotInTheCatalogue', 400, 'There was an error resetting your password. Please try again.'],
    ];
    for (const [errorCode, status, text] of codes) {
      await mock.fault({ method: 'POST', path: '/api/Login/ResetPassword', status, errorCode });
      await submitAndWait(page, 'Submit', '/api/Login/ResetPassword');
      await expect(shownAlert(page), errorCode).toHaveText(text);
    }
  });
});
