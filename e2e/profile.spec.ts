/**
 * Profile and contact change through the sandbox (accounts spec §2 "Profile page", "Manual contact-info
 * change form"): profile edits persist after a reload, the contact change is sent.
 */
import { expect, test } from './fixtures.ts';
import { mailedTo } from './outbox.ts';

test('profile edits to personal information and notifications persist after a reload', async ({
  loggedInPage: page,
}) => {
  await page.goto('/#/myaccount/profile');
  const personal = page.getByRole('region', { name: 'Personal Information' });
  const city = personal.getByLabel(/^City/);
  const phone = personal.getByRole('textbox', { name: /^Phone Number/ });
  const before = { city: await city.inputValue(), phone: await phone.inputValue() };
  expect(before.phone).toMatch(/^(\d{3}-\d{3}-\d{4})?$/);

  // Leaving with an unsaved change asks first (the shared leave-page guard).
  // A city the zip code holds: the sandbox checks the pair, as a host does.
  await city.fill('Houston');
  await personal.getByLabel(/^Zip Code/).fill('77002');
  await phone.fill('2175550142');
  await expect(phone).toHaveValue('217-555-0142');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Unsaved Changes' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/#\/myaccount\/profile$/);

  await personal.getByRole('button', { name: 'Save' }).click();
  // The saving spinner is a status too, until the answer comes.
  await expect(personal.getByRole('status').filter({ hasText: 'Changes saved' })).toBeVisible();
  // The Save button is gone after a save; focus lands on the section's heading, not the page body.
  await expect(personal.getByRole('heading', { name: 'Personal Information' })).toBeFocused();

  const notifications = page.getByRole('region', { name: 'Notification Preferences' });
  const moneyTransfers = notifications.getByRole('switch', { name: 'Money Transfers Email' });
  const wasOn = await moneyTransfers.isChecked();
  await moneyTransfers.click();
  await notifications.getByRole('button', { name: 'Save' }).click();
  await expect(notifications.getByText('Changes saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Personal Information' }).getByLabel(/^City/)).toHaveValue('Houston');
  await expect(
    page.getByRole('region', { name: 'Personal Information' }).getByRole('textbox', { name: /^Phone Number/ }),
  ).toHaveValue('217-555-0142');
  await expect(page.getByRole('switch', { name: 'Money Transfers Email' })).toBeChecked({ checked: !wasOn });
});

test('the contact-info change form sends the request and says Request sent', async ({ loggedInPage: page }) => {
  await page.goto('/#/myaccount/requestChange');
  await expect(page.getByRole('heading', { level: 1, name: 'User Info Changes Form' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit' });
  // Marked disabled but findable: Enter on it says what is missing and goes there (decision 325).
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await submit.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please correct the errors below before submitting.' }),
  ).toBeVisible();
  const firstAccount = page.getByRole('group', { name: 'Accounts' }).getByRole('checkbox').first();
  await expect(firstAccount).toBeFocused();
  await firstAccount.check();
  await page.getByRole('switch', { name: 'Change Phone' }).check();
  // The old phone is filled in from the profile (WCAG 3.3.7).
  await expect(page.getByLabel('Old Phone Number')).not.toHaveValue('');
  await page.getByLabel('Old Phone Number').fill('2175550101');
  await page.getByLabel('New Phone Number').fill('2175550199');
  await expect(page.getByLabel('New Phone Number')).toHaveValue('(217) 555-0199');
  const before = (await mailedTo('service-desk@institution.example')).length;
  await submit.click();
  await expect(page.getByText('Request sent')).toBeVisible();
  await expect(page.locator('.contact-change__outcome')).toBeFocused();
  await expect(firstAccount).not.toBeChecked();
  const sent = (await mailedTo('service-desk@institution.example')).slice(before);
  expect(sent.map((m) => m.subject)).toEqual([expect.stringMatching(/^User Info Changes Form #/)]);
  // The message disappears after 4 seconds.
  await expect(page.getByText('Request sent')).toBeHidden({ timeout: 6000 });
});
