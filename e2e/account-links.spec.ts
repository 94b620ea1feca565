/**
 * The pages behind e-mailed links against the real sandbox (access spec §2 "Activation, opt-out,
 * verify e-mail", §4, §8 "Activation", "Opt-out", "Verify e-mail page"). The successful activation
 * runs in recovery.spec.ts (the token is single use and that spec needs the activated login), so the
 * activation failures here are reached through faults and never use the token up.
 */
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ACTIVATION_DEMO_TOKEN, demoToken } from '../server-mock/scenarios/access-scenarios.ts';

const OPT_OUT_OK = 'You have successfully been opted out of notifications. Please allow 24 hours for this to take effect.';
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

  test('a failed activation shows the generic activation error', async ({ page, mock, problems }) => {
    problems.allow(/status of (4|5)\d\d/);
    await page.goto(`/#/home/activate?token=${ACTIVATION_DEMO_TOKEN}`);
    await page.getByLabel('New Password', { exact: true }).fill('Activate1x');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Activate1x');
    for (const [status, errorCode] of [[403, 'Invalid'], [500, 'ServerError']] as const) {
      await mock.fault({ method: 'POST', path: '/api/Register/ActivateAccount', status, errorCode });
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/Register/ActivateAccount'));
      await page.getByRole('button', { name: 'Submit' }).click();
      await answered;
      await expect(page.getByRole('alert')).toHaveText('There was an error resetting your password. Please contact customer service.');
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
    await expect(page.getByRole('alert')).toHaveText(OPT_OUT_ERROR);
    await expect(page.getByRole('button', { name: 'Opt Out' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown token or a failing call shows the error', async ({ page, mock, problems }) => {
    problems.allow(/status of 5\d\d/);
    await page.goto('/#/opt-out?token=not-a-real-token');
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await expect(page.getByRole('alert')).toHaveText(OPT_OUT_ERROR);
    await page.goto(`/#/opt-out?token=${demoToken('opt-out', 'maria.lopez')}`);
    await mock.fault({ method: 'POST', path: '/api/OptOut/OptOut', status: 500 });
    await page.getByRole('button', { name: 'Opt Out' }).click();
    await expect(page.getByRole('alert')).toHaveText(OPT_OUT_ERROR);
  });
});

test.describe('verify e-mail', () => {
  test('a link the sandbox does not know shows the activating error; it has no axe violations', async ({ page }) => {
    await page.goto('/#/home/verifyEmail/not-a-real-link');
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
    await expectNoAxeViolations(page);
  });

  test('a failing call shows the activating error', async ({ page, mock, problems }) => {
    problems.allow(/status of 5\d\d/);
    await mock.fault({ method: 'POST', path: '/api/Login/ValidateEmail', status: 500 });
    await page.goto('/#/home/verifyEmail/any-link');
    await expect(page.getByRole('alert')).toHaveText(
      'There was an error activating your account. Please contact your local servicing branch for assistance.',
    );
  });
});
