/**
 * Field messages of the logged-out forms as a borrower meets them in the browser (access spec §5
 * "Login", "Recovery", "Activation", "Registration"): the spec's words, tied to the field they describe
 * (aria-describedby), so a screen reader reads the message with the field.
 */
import { expect, overrideSettings, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import type { Locator, Page } from '@playwright/test';
import { emily, fillPersonal } from './registration-steps.ts';
import { ACTIVATION_DEMO_TOKEN } from '../server-mock/scenarios/access-scenarios.ts';

/** The field's accessible description: the message a screen reader reads with it. */
async function expectMessageOn(field: Locator, text: string): Promise<void> {
  await expect(field).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

function loginFields(page: Page) {
  return {
    username: page.getByLabel('User Name', { exact: true }),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Login', exact: true }),
  };
}

test.describe('login form', () => {
  test('an empty submit names both missing fields and moves focus to the first', async ({ page }) => {
    await page.goto('/#/home/login');
    const { username, password, submit } = loginFields(page);
    await submit.click();
    await expectMessageOn(username, 'You must enter a username');
    await expectMessageOn(password, 'You must enter a password');
    await expect(username).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a user name with characters the lender does not allow says so', async ({ page }) => {
    await page.goto('/#/home/login');
    const { username, password, submit } = loginFields(page);
    await username.fill('basic user');
    await password.fill('Password1!');
    await submit.click();
    await expectMessageOn(username, 'Username should only contain valid characters');
    await expect(page).toHaveURL(/#\/home\/login$/);
  });

  test('a user name longer than 12 characters names the limit', async ({ page }) => {
    await page.goto('/#/home/login');
    const { username, password, submit } = loginFields(page);
    await username.fill('a.much.longer.name');
    await password.fill('Password1!');
    await submit.click();
    await expectMessageOn(username, 'User Name must be 12 characters or fewer.');
  });

  test('correcting the fields clears their messages', async ({ page }) => {
    await page.goto('/#/home/login');
    const { username, password, submit } = loginFields(page);
    await submit.click();
    await expectMessageOn(username, 'You must enter a username');
    await username.fill('basic.user');
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('You must enter a username')).toHaveCount(0);
    await expect(page.getByText('You must enter a password')).toBeVisible();
    await password.fill('Password1!');
    await expect(page.getByText('You must enter a password')).toHaveCount(0);
  });
});

test.describe('recovery form', () => {
  test('each field left empty says it is required, and Continue stays disabled', async ({ page }) => {
    await page.goto('/#/home/recovery');
    const email = page.getByLabel('Email Address', { exact: true });
    const dob = page.getByLabel('Date of Birth', { exact: true });
    const zip = page.getByLabel('Zip Code', { exact: true });
    const branch = page.getByLabel('Branch Number', { exact: true });
    // Visit every field and leave it empty: each one then says what it needs.
    for (const field of [email, dob, zip, branch]) {
      await field.focus();
      await page.keyboard.press('Tab');
    }
    await expectMessageOn(email, 'Email is required');
    await expectMessageOn(dob, 'Date of Birth is required');
    await expectMessageOn(zip, 'Zip Code is required');
    await expectMessageOn(branch, 'The branch Id is required');
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('an impossible date of birth is an invalid date', async ({ page }) => {
    await page.goto('/#/home/recovery');
    const dob = page.getByLabel('Date of Birth', { exact: true });
    await dob.pressSequentially('02301990');
    await page.keyboard.press('Tab');
    await expectMessageOn(dob, 'Invalid Date');
  });

  test('the branch number takes digits only, at most four', async ({ page }) => {
    await page.goto('/#/home/recovery');
    const branch = page.getByLabel('Branch Number', { exact: true });
    await branch.pressSequentially('12a345');
    await expect(branch).toHaveValue('1234');
  });
});

test.describe('activation form', () => {
  test('a short, then an emptied password and a missing confirmation say so', async ({ page }) => {
    await page.goto(`/#/home/activate?token=${ACTIVATION_DEMO_TOKEN}`);
    const password = page.getByLabel('New Password', { exact: true });
    const confirm = page.getByLabel('Confirm Password', { exact: true });
    await password.fill('abc1');
    await confirm.focus();
    await expectMessageOn(password, 'Password must be at least 8 characters in length.');
    await password.fill('');
    await confirm.focus();
    await expectMessageOn(password, 'Password is required.');
    await password.fill('Activate1x');
    await confirm.focus();
    await password.focus();
    await expectMessageOn(confirm, 'Please enter confirm your password');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

test.describe('registration form', () => {
  const person = { ...emily, email: 'emily.fields@example.com' };

  /** Personal data filled in and continued: the Security section shows. */
  async function toSecurity(page: Page): Promise<void> {
    await page.goto('/#/home/register');
    await fillPersonal(page, person);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  }

  test.afterEach(async () => {
    await overrideSettings({});
  });

  test('security: every shown identity question and the preset question and answer say they are required', async ({
    page,
  }) => {
    await overrideSettings({
      'registration.placeOfBirthShown': 'true',
      'registration.driversLicenseShown': 'true',
      'registration.mothersMaidenShown': 'true',
    });
    await toSecurity(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectMessageOn(page.getByLabel('Place of Birth', { exact: true }), 'Place of Birth is required.');
    await expectMessageOn(page.getByLabel("Driver's License", { exact: true }), "Driver's License is required.");
    await expectMessageOn(
      page.getByLabel("Mother's Maiden Name", { exact: true }),
      "Mother's Maiden Name is required.",
    );
    await expectMessageOn(page.getByLabel('Security Question', { exact: true }), 'Please Select a Question');
    await expectMessageOn(page.getByLabel('Security Answer', { exact: true }), 'Secret Answer is required.');
    await expect(page.getByLabel('Place of Birth', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel('Security Answer', { exact: true }).fill('Rover<script>');
    await expectMessageOn(
      page.getByLabel('Security Answer', { exact: true }),
      'Secret Answer Contains Invalid Characters.',
    );
  });

  test('security in custom-question mode: the question is typed and both fields word their own messages', async ({
    page,
  }) => {
    await overrideSettings({ 'access.useCustomSecurityQuestion': 'true' });
    await toSecurity(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const question = page.getByRole('textbox', { name: 'Security Question' });
    await expectMessageOn(question, 'Security question is required.');
    await expectMessageOn(page.getByLabel('Security Answer', { exact: true }), 'Security answer is required.');
  });

  test('logon: an empty Register names the login name and the password confirmation', async ({ page }) => {
    await toSecurity(page);
    await page.getByLabel('Security Question').selectOption({ index: 1 });
    await page.getByLabel('Security Answer', { exact: true }).fill('Rover');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Registration', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Register' }).click();
    await expectMessageOn(page.getByLabel('Login Name', { exact: true }), 'Login Name is required.');
    await page.getByLabel('Login Name', { exact: true }).fill('emily chen');
    await expectMessageOn(
      page.getByLabel('Login Name', { exact: true }),
      'Username should only contain valid characters',
    );
    await page.getByLabel('Login Name', { exact: true }).fill('emily.fields');
    await page.getByLabel('Password', { exact: true }).fill('Garden2024');
    await expectMessageOn(page.getByLabel('Confirm Password', { exact: true }), 'Password confirmation required');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Garden2025');
    await expectMessageOn(page.getByLabel('Confirm Password', { exact: true }), 'Password does not match');
  });
});
