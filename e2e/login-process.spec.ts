/**
 * The login process queue (access spec §4) against the sandbox's scenario users: security code
 * (errors through faults, resend, trust this device), SSN validation, change password, secret
 * question set-up, agreements, the maintenance check after a step, and Cancel. Scenario users change
 * state when a step succeeds, so each user's tests run in order inside one serial group.
 */
import { expect, overrideSettings, test } from './fixtures.ts';
import { lastCodeTo as latestCode } from './outbox.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Page } from '@playwright/test';
import { shownAlert } from './alerts.ts';

const PASSWORD = 'Password1!';

async function signIn(page: Page, username: string, password = PASSWORD): Promise<void> {
  await page.goto('/#/home/login');
  await page.getByLabel('User Name', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe.configure({ mode: 'serial' });

/**
 * What every test here runs with (trusted devices, SSN validation; other users are unaffected); a test that
 * needs more adds to it and puts this back. The override replaces the whole map, so e2e/sso.spec.ts sends the same two
 * keys.
 */
const BASE_SETTINGS = { 'access.allowTrustedDevicesOption': 'true', 'access.useSsnValidationOption': 'true' };

test.beforeAll(async () => {
  await overrideSettings(BASE_SETTINGS);
});

test.afterAll(async () => {
  await overrideSettings({});
});

test.describe('security code (mfa user maria.lopez)', () => {
  test('shows each security code message, resends, and Cancel returns to the login form', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of (403|500)/);
    await signIn(page, 'maria.lopez');
    await expect(heading(page, 'Security Code')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('A security code is required')).toBeVisible();

    const code = page.getByLabel('Security Code', { exact: true });
    const cases: [number, string, string][] = [
      [403, 'CodeExpired', 'The security code has expired. Please press Resend Code to receive a new code.'],
      [
        403,
        'MaxAttemptsReached',
        'You have exceeded the maximum number of attempts. Please press Resend Code to receive a new code.',
      ],
      [403, 'Invalid', 'The security code is invalid'],
      [500, 'ServerError', 'There was an error while validating.'],
    ];
    for (const [status, errorCode, text] of cases) {
      await mock.fault({ method: 'POST', path: '/api/Login/ValidateCode', status, errorCode });
      await code.fill('123456');
      await page.getByRole('button', { name: 'Submit' }).click();
      await expect(shownAlert(page)).toHaveText(text);
    }

    await mock.fault({ method: 'POST', path: '/api/Login/ResendCode', status: 500 });
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(shownAlert(page)).toHaveText('There was an error while validating.');
    await page.getByRole('button', { name: 'Resend Code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'A new security code has been sent.' })).toBeVisible();

    const logout = page.waitForRequest((r) => /\/api\/Login\/Logout$/i.test(r.url()));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await logout;
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
    await page.goto('/#/myaccount/dashboard');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('when the maintenance check after the step fails, the login shows the offline message', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await signIn(page, 'maria.lopez');
    await expect(heading(page, 'Security Code')).toBeVisible();
    await mock.fault({ method: 'GET', path: '/api/MaintenanceMode', status: 500 });
    await page.getByLabel('Security Code', { exact: true }).fill(await latestCode('maria.lopez@example.com'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/home\/login\?error=down$/);
    await expect(shownAlert(page)).toHaveText('The site is currently offline for maintenance. Please try again later.');
    await expect(page.getByLabel('User Name', { exact: true })).toHaveCount(0);
  });

  test('the right code with Trust this device opens the dashboard, and the next login skips the code', async ({
    page,
  }) => {
    await signIn(page, 'maria.lopez');
    await expect(heading(page, 'Security Code')).toBeVisible();
    await page.getByLabel('Security Code', { exact: true }).fill(await latestCode('maria.lopez@example.com'));
    await page.getByLabel('Trust this device').check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
    // A new visit in the same browser: the session is gone, the device trust stays.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto('/#/home/faq');
    await page.reload();
    await signIn(page, 'maria.lopez');
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('SSN validation (james.carter)', () => {
  test('requires 9 digits, shows the validation error, then verifies and opens the dashboard', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of (403|500)/);
    await signIn(page, 'james.carter');
    await expect(heading(page, 'Verify Your Identity')).toBeVisible();
    await expectNoAxeViolations(page);
    const ssn = page.getByLabel('Social Security Number');
    await expect(ssn).toHaveAttribute('placeholder', '111223333');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Social Security Number is Required')).toBeVisible();
    await ssn.fill('1234');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('SSN invalid')).toBeVisible();
    await ssn.fill('111111111');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toHaveText('There was an error while validating.');
    await mock.fault({ method: 'POST', path: '/api/Login/VerifyNewUser', status: 500 });
    await ssn.fill('903582146');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toHaveText('There was an error while validating.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('change password (linda.nguyen)', () => {
  test('checks the new password, shows a reset code message, then changes it and opens the dashboard', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await signIn(page, 'linda.nguyen');
    await expect(heading(page, 'Change Password')).toBeVisible();
    await expectNoAxeViolations(page);
    const newPassword = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await newPassword.fill('NewPass2024x');
    await confirm.fill('Different1');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Passwords Do Not Match')).toBeVisible();
    await confirm.fill('NewPass2024x');
    await mock.fault({ method: 'POST', path: '/api/Login/ResetPassword', status: 500 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toContainText('Your password could not be reset because of a problem on our side.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('secret question (robert.kim)', () => {
  test('validates, shows the save error, Cancel ends the login; then the question is saved', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await signIn(page, 'robert.kim');
    await expect(heading(page, 'Set Up Your Security Question')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Please Select a Question').last()).toBeVisible();
    await expect(page.getByText('Recover password answer is required.')).toBeVisible();
    await page.getByLabel('Security Question').selectOption('What was the name of your first pet?');
    await page.getByLabel('Security Answer').fill('Rex <dog>');
    await expect(page.getByText('Secret Answer Contains Invalid Characters.')).toBeVisible();
    await page.getByLabel('Security Answer').fill('Rex');
    await mock.fault({ method: 'POST', path: '/api/register/SetPasswordQuestion', status: 500 });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(shownAlert(page)).toHaveText('An error has occurred, please try again later.');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();

    await signIn(page, 'robert.kim');
    await page.getByLabel('Security Question').selectOption('What was the name of your first pet?');
    await page.getByLabel('Security Answer').fill('Rex');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test.describe('agreements (susan.patel)', () => {
  test.afterEach(async () => {
    await overrideSettings(BASE_SETTINGS);
  });

  test('rich-text mode: the name opens the agreement in a dialog, and only Accept enables the box (keyboard only)', async ({
    page,
  }) => {
    await overrideSettings({
      ...BASE_SETTINGS,
      'access.forceRichTextAgreements': 'true',
      'agreements.agreement1RichText': '<p>You agree to bank online with us.</p>',
    });
    await signIn(page, 'susan.patel');
    await expect(heading(page, 'Agreements')).toBeVisible();
    const box = page.getByLabel('I agree to the Online Banking Agreement');
    await expect(box).toBeDisabled();
    await expect(
      page.getByText('You must click on the link, read the Online Banking Agreement, and then return and click agree'),
    ).toBeVisible();
    const opener = page.getByRole('button', { name: 'Online Banking Agreement' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Online Banking Agreement' });
    await expect(dialog).toContainText('You agree to bank online with us.');
    await expect(dialog.getByRole('button', { name: 'I Accept' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expect(box).toBeDisabled();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(box).toBeEnabled();
    await box.check();
    await expect(page.getByText('You must click on the link')).toHaveCount(0);
    // Leave susan's agreement pending for the next tests.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  });

  test('click-required mode: the box stays disabled until the agreement link was opened', async ({ page }) => {
    await overrideSettings({ ...BASE_SETTINGS, 'access.forceUserToClickOnURLToAgree': 'true' });
    await signIn(page, 'susan.patel');
    const box = page.getByLabel('I agree to the Online Banking Agreement');
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription(
      'You must click on the link, read the Online Banking Agreement, and then return and click agree',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(shownAlert(page)).toHaveText('You must select all agreements.');
    const link = page.getByRole('link', { name: 'Online Banking Agreement' });
    await expect(link).toHaveAttribute('href', 'https://www.example.com/terms/online-banking.pdf');
    // The agreement opens in a new tab (outside the sandbox); the test only needs that it was opened.
    const popup = page.waitForEvent('popup');
    await link.click();
    await (await popup).close();
    await expect(box).toBeEnabled();
    await box.check();
    await expect(shownAlert(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  });

  test('must tick every agreement, shows the save error, then records the consent and opens the dashboard', async ({
    page,
    mock,
    problems,
  }) => {
    problems.allow(/status of 500/);
    await signIn(page, 'susan.patel');
    await expect(heading(page, 'Agreements')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(shownAlert(page)).toHaveText('You must select all agreements.');
    await expect(page.getByText('You must agree to the Online Banking Agreement')).toBeVisible();
    await page.getByLabel('I agree to the Online Banking Agreement').check();
    await mock.fault({ method: 'POST', path: '/api/AgreementLogging', status: 500 });
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(shownAlert(page)).toHaveText('There was an error saving changes to the agreements.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
  });
});

test('a user with nothing pending goes straight to the dashboard', async ({ page }) => {
  await signIn(page, 'basic.user');
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});
