/**
 * Registration (access spec §2 "Register screen", §4, §5, §8 "Registration errors", "E-mail verification"):
 * against the real sandbox. Settings and maintenance overrides are global in the sandbox, so this file runs
 * serially and clears them after each test; faults are scoped per test.
 */
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, overrideSettings, sandboxUrl, test } from './fixtures.ts';
import { codesMailedTo } from './outbox.ts';
import { emily, fillPersonal } from './registration-steps.ts';
import { shownAlert } from './alerts.ts';

test.describe.configure({ mode: 'serial' });

const base = sandboxUrl;
async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base()}/__mock/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.ok, `${method} /__mock/${path}`).toBe(true);
  return res;
}

test.beforeAll(async () => {
  await control('POST', 'reset');
});
test.afterEach(async () => {
  await overrideSettings({});
  await control('PUT', 'maintenance', { isEnabled: false });
});

async function toLogonSection(page: Page, p = emily, type = 'Loan') {
  await page.goto('/#/home/register');
  await page.reload();
  await fillPersonal(page, p, type);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
  await page.getByLabel('Security Question').selectOption({ index: 1 });
  await page.getByLabel('Security Answer', { exact: true }).fill('Rover');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Registration', level: 2 })).toBeVisible();
}

async function fillLogon(page: Page, logon: string, password = 'Garden2024') {
  await page.getByLabel('Login Name').fill(logon);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByLabel('I agree to the Online Banking Agreement').check();
}

test('breadcrumb gating, account-type mask change, and a successful registration signs the new borrower in', async ({
  page,
}) => {
  await page.goto('/#/home/register');
  await expect(page.getByRole('heading', { name: 'Create an account', level: 1 })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Registration steps' });
  await expect(crumbs.getByRole('button', { name: 'Personal Data' })).toBeEnabled();
  await expect(crumbs.getByRole('button', { name: 'Security' })).toBeDisabled();
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeDisabled();
  await expect(page.getByLabel('Account Number')).toBeDisabled();
  await expectNoAxeViolations(page);

  // Required messages on an empty Continue.
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const text of [
    'Account Type is required.',
    'Last Name is required.',
    'emailAddress is required.',
    'SSN is required.',
    'Date Of Birth is required.',
    'Zip Code is required.',
    'Phone Number is required.',
  ]) {
    await expect(page.locator('.form-field__error', { hasText: text })).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await page.getByLabel('Account Type').selectOption('Loan');
  await page.getByLabel('Account Number').pressSequentially('00012045183');
  await expect(page.getByLabel('Account Number')).toHaveValue('0001-204518-3');
  await page.getByLabel('Account Type').selectOption('Deposit');
  await expect(page.getByLabel('Account Number')).toHaveValue('');
  await page.getByLabel('Account Type').selectOption('Loan');

  await page.getByLabel('Date of Birth').pressSequentially('01011800');
  await page.getByLabel('Email Address').fill('not-an-email');
  await expect(page.locator('.form-field__error', { hasText: 'Date Of Birth is invalid.' })).toBeVisible();
  await expect(page.locator('.form-field__error', { hasText: 'emailAddress is invalid.' })).toBeVisible();

  await page.reload();
  await toLogonSection(page);
  await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.locator('.form-field__error', { hasText: 'Login Name is required.' })).toBeVisible();
  await expect(
    page.locator('.form-field__error', { hasText: 'You must agree to the Online Banking Agreement' }),
  ).toBeVisible();
  await page.getByLabel('Login Name').fill('emily');
  await expect(
    page.locator('.form-field__error', { hasText: 'Login Name must be at least 8 characters.' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('gardening');
  await page.getByLabel('Confirm Password').fill('gardenin');
  await expect(
    page.locator('.form-field__error', { hasText: 'Password must have both a letter and a number.' }),
  ).toBeVisible();
  await expect(page.locator('.form-field__error', { hasText: 'Password does not match' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Login Name').fill('emily.chen');
  await fillLogon(page, 'emily.chen');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Your account has been successfully registered.')).toBeVisible();
  await expectNoAxeViolations(page);
  // Auto-login: the login screen signs in with the new credentials; the new borrower lands on the dashboard.
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByText('Welcome, Emily Chen')).toBeVisible();
});

test('when a completed section is made invalid again, the later tabs are disabled until it is valid (spec §2)', async ({
  page,
}) => {
  await toLogonSection(page);
  const crumbs = page.getByRole('navigation', { name: 'Registration steps' });
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeEnabled();

  await crumbs.getByRole('button', { name: 'Security' }).click();
  await page.getByLabel('Security Answer', { exact: true }).fill('');
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeDisabled();
  await page.getByLabel('Security Answer', { exact: true }).fill('Rover');
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeEnabled();

  await crumbs.getByRole('button', { name: 'Personal Data' }).click();
  await page.getByLabel('Last Name').fill('');
  await expect(crumbs.getByRole('button', { name: 'Security' })).toBeDisabled();
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeDisabled();
  await page.getByLabel('Last Name').fill('Chen');
  await expect(crumbs.getByRole('button', { name: 'Security' })).toBeEnabled();
  await expect(crumbs.getByRole('button', { name: 'Registration' })).toBeEnabled();
});

test('registration answers from the sandbox: taken logon name and restricted account', async ({ page }) => {
  await toLogonSection(page);
  await fillLogon(page, 'basic.user');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(shownAlert(page)).toHaveText('The logon name you chose is already taken.');

  const paul = {
    account: '00023188041',
    first: 'Paul',
    last: 'Rivera',
    email: 'paul.rivera@example.com',
    ssn: '912375460',
    dob: '09281984',
    zip: '75201',
    phone: '2145550182',
  };
  await toLogonSection(page, paul, 'Deposit');
  await fillLogon(page, 'paul.rivera');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(shownAlert(page)).toHaveText('Your account has been registered, however it is currently restricted.');
});

test('logonInfo: Register without ticking shows the step-level and the per-row agreement messages', async ({
  page,
}) => {
  await toLogonSection(page);
  await page.getByLabel('Login Name').fill('emily.agree');
  await page.getByLabel('Password', { exact: true }).fill('Garden2024');
  await page.getByLabel('Confirm Password').fill('Garden2024');
  await page.getByRole('button', { name: 'Register' }).click();
  const group = page.getByRole('group', { name: 'Agreements' });
  await expect(group.locator('.form-field__error', { hasText: 'You must select all agreements.' })).toBeVisible();
  await expect(group).toHaveAccessibleDescription('You must select all agreements.');
  const box = page.getByLabel('I agree to the Online Banking Agreement');
  await expect(box).toHaveAccessibleDescription('You must agree to the Online Banking Agreement');
  await expect(shownAlert(page).filter({ hasText: 'You must select all agreements.' })).toBeVisible();
  await expectNoAxeViolations(page);
  await box.check();
  await expect(group.locator('.form-field__error')).toHaveCount(0);
});

test('logonInfo in rich-text agreement mode: the agreement opens in a dialog and Accept enables its box', async ({
  page,
}) => {
  await overrideSettings({
    'access.forceRichTextAgreements': 'true',
    'agreements.agreement1RichText': '<p>Online banking terms for members.</p>',
  });
  await toLogonSection(page);
  const box = page.getByLabel('I agree to the Online Banking Agreement');
  await expect(box).toBeDisabled();
  await page.getByRole('button', { name: 'Online Banking Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Online Banking Agreement' });
  await expect(dialog).toContainText('Online banking terms for members.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(box).toBeDisabled();
  await page.getByRole('button', { name: 'Online Banking Agreement' }).click();
  await dialog.getByRole('button', { name: 'I Accept' }).click();
  await expect(box).toBeEnabled();
  await box.check();
  await expect(box).toBeChecked();
});

const errorTexts: [string, string][] = [
  ['userInfo', 'There is an issue with the information you have entered'],
  ['LoginNameExists', 'The logon name you chose is already taken.'],
  ['Failed', 'Sorry, there was an error trying to register your account. Please contact your institution for help.'],
  ['Error', 'Sorry, there was an error trying to register your account. Please contact your institution for help.'],
  ['SSNNull', 'Sorry, there was an error trying to register your account. Please contact your institution for help.'],
  [
    'Invalid',
    'Sorry, there was an error trying to register your account. Please check your information and try again or contact your institution for help.',
  ],
  ['Restricted', 'Your account has been registered, however it is currently restricted.'],
  ['SSN', 'The social security information you have entered is in an invalid format.'],
  ['DateOfBirth', 'Date of Birth is invalid.'],
  ['PasswordSameSSN', 'Password must not be the same as the SSN.'],
  ['PasswordMatchesSSN', 'Password must not be the same as the SSN.'],
  ['PasswordSameUserName', 'Password must not be the same as the username.'],
  ['PasswordLettersNumbers', 'Password must use a combination of upper and lower case letters as well as numbers.'],
  ['PasswordTooShort', 'Password is not long enough.'],
  ['PasswordMissingCapitalLetter', 'Password must contain a capital letter.'],
  ['PasswordMissingLowercaseLetter', 'Password must contain a lowercase letter.'],
  ['PasswordMissingLetter', 'Password must contain a letter.'],
  ['PasswordMissingNumber', 'Password must contain a number.'],
  ['PasswordMissingSpecialCharacter', 'Password must contain a special character.'],
  ['PasswordEqualsPortionOfLogon', 'Password must not equal a portion of the username.'],
  ['PasswordMatchesEmail', 'Password must not match the email address.'],
  [
    'PasswordContainsThreeOrMoreConsecutiveIdenticalCharacters',
    'Password must not contain three or more identical consecutive characters.',
  ],
  ['UserNameTooShort', 'Username is too short.'],
  ['LogonTooShort', 'Username is too short.'],
  ['LogonMissingCapitalLetter', 'Username must contain a capital letter.'],
  ['LogonMissingLowercaseLetter', 'Username must contain a lowercase letter.'],
  ['LogonMissingLetter', 'Username must contain a letter.'],
  ['LogonMissingNumber', 'Username must contain a number.'],
  ['LogonMissingSpecialCharacter', 'Username must contain a special character.'],
  ['LogonMatchesEmail', 'Username must not match the email address.'],
  ['AccountNumberError', 'The account number is not in the correct format.'],
  ['MustAgreeToAllError', 'You must agree to all the agreements.'],
  ['AgreementRecordingError', 'You must agree to all the agreements.'],
  [
    'SomethingUnknown',
    'Sorry, there was an error trying to register your account. Please contact your institution for help.',
  ],
];

test('every registration error key shows its text (sandbox faults)', async ({ page, mock, problems }) => {
  test.setTimeout(90_000);
  // The browser logs each deliberately failed call; those are the point of this test.
  problems.allow(/status of 403 .*Register\/RegisterUser/);
  await toLogonSection(page);
  await fillLogon(page, 'emily.chen2');
  for (const [code, text] of errorTexts) {
    await mock.fault({ method: 'POST', path: '/api/Register/RegisterUser', status: 403, errorCode: code });
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(shownAlert(page), code).toHaveText(text);
  }
  await expectNoAxeViolations(page);
  await mock.fault({
    method: 'POST',
    path: '/api/Register/RegisterUser',
    status: 403,
    errorCode: 'maintenanceModeEnabled',
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/#\/home\/login/);
});

test('e-mail code verification: sent, resend, the three errors, then verified', async ({ page, mock, problems }) => {
  problems.allow(/status of (403|500) .*Register\/ValidateCode/);
  await overrideSettings({ 'access.multiFactorDuringRegistration': 'true' });
  await page.goto('/#/home/register');
  await fillPersonal(page, { ...emily, email: 'emily.verify@example.com' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Email Verification', level: 2 })).toBeVisible();
  await expect(page.getByText('A security code has been sent to emily.verify@example.com.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.locator('.form-field__error', { hasText: 'A security code is required' })).toBeVisible();
  await page.getByLabel('Security Code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(shownAlert(page)).toHaveText('There was an error while validating.');
  for (const [status, code, text] of [
    [403, 'CodeExpired', 'The code you have entered has expired.'],
    [
      403,
      'MaxAttemptsReached',
      'You have exceeded the maximum number of attempts for this code. Press Resend Code to start over.',
    ],
    [500, 'ServerError', 'Something went wrong during email verification.'],
  ] as const) {
    await mock.fault({ method: 'POST', path: '/api/Register/ValidateCode', status, errorCode: code });
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(shownAlert(page)).toHaveText(text);
  }
  const mailedCodes = () => codesMailedTo('emily.verify@example.com');
  const mailedBefore = (await mailedCodes()).length;
  await page.getByRole('button', { name: 'Resend Code' }).click();
  await expect(shownAlert(page)).toHaveCount(0);
  // Resend mails a new code under a new token, and the earlier code does not verify with it: wait for the new
  // mail, then for the page to hold its token (Resend Code is usable again once the answer is in).
  await expect
    .poll(async () => (await mailedCodes()).length, { message: 'the resent code in the outbox' })
    .toBe(mailedBefore + 1);
  await expect(page.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  const code = (await mailedCodes()).at(-1) ?? '';
  expect(code).toMatch(/^\d+$/);
  await page.getByLabel('Security Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Security', level: 2 })).toBeVisible();
});

test('maintenance mode on a section change sends the visitor to login', async ({ page }) => {
  await page.goto('/#/home/register');
  await fillPersonal(page);
  await control('PUT', 'maintenance', { isEnabled: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/home\/login\?error=down/);
  await expect(shownAlert(page)).toHaveText('The site is currently offline for maintenance. Please try again later.');
  await expect(page.getByLabel('User Name')).toHaveCount(0);
});

test('a preset account type hides the choice and uses its mask', async ({ page }) => {
  await overrideSettings({
    'access.registerAsLoanAccount': 'false',
    'access.registerAsDepositAccount': 'true',
    'access.removeCheckDigit': 'true',
  });
  await page.goto('/#/home/register');
  await expect(page.getByLabel('Account Type')).toHaveCount(0);
  await page.getByLabel('Account Number').pressSequentially('00023188041');
  await expect(page.getByLabel('Account Number')).toHaveValue('0002-318804');
});
