/**
 * Self-service: documents, messages, branch locator and FAQ through the sandbox: a real file uploads with its
 * progress, appears in the list and opens; an oversized file (in the widget, never sent) and a renamed program are
 * refused with their messages; both message types are sent with the ALTCHA captcha solved in the browser (logged in
 * and out) under the portal's strict CSP; a zip search lists the nearest branch first over the offline map, and a
 * lender's tile server draws street tiles; the FAQ follows its settings. One login per test, several checks each (e2e
 * budget).
 */
import { expect, overrideSettings, test } from './fixtures.ts';

/** A queued file's row (the document tiles are list items too). */
const queued = (page: import('@playwright/test').Page, name: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('combobox') })
    .filter({ hasText: name });

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const pdf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)]);

test('documents: an upload shows its progress, appears marked New and opens; oversized and renamed programs are refused', async ({
  loggedInPage: page,
  problems,
}) => {
  // The program's refusal answers 400: the browser logs the failed resource.
  problems.allow(/status of 400/);
  // A 10 MB file crosses from the test to the browser: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/#/myaccount/document-center');
  await expect(page.getByRole('tab', { name: 'Account Documents', selected: true })).toBeVisible();
  await expect(page.getByLabel('Account Number')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'File Management' })).toBeVisible();

  // Slow the upload down so the bar shows values between 0 and 100 (XHR upload progress events).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 400_000,
  });
  const input = page.getByTestId('upload-input');
  await input.setInputFiles({ name: 'pay-stub.pdf', mimeType: 'application/pdf', buffer: pdf(600_000) });
  const row = queued(page, 'pay-stub.pdf');
  await row.getByRole('combobox').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Upload File(s)' }).click();
  await expect(page.getByRole('button', { name: 'Upload File(s)' })).toBeDisabled();
  await expect
    .poll(async () => Number(await row.locator('progress').getAttribute('value')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(row).toHaveCount(0, { timeout: 15_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const tile = page.getByRole('button', { name: /pay-stub/ });
  await expect(tile).toContainText('New');
  const opened = page.context().waitForEvent('response', (r) => r.url().includes('/api/Documents/ViewDocument'));
  const popup = page.waitForEvent('popup');
  await tile.click();
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await (await popup).close();

  await input.setInputFiles([
    { name: 'huge.pdf', mimeType: 'application/pdf', buffer: pdf(10 * 1024 * 1024 + 1) },
    {
      name: 'invoice.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]),
    },
  ]);
  // Over the limit: refused in the widget at once, never sent (decision 353).
  await expect(queued(page, 'huge.pdf')).toContainText(
    'This file is 10.1 MB. Files can be at most 10 MB. Choose a smaller file.',
  );
  await queued(page, 'invoice.pdf').getByRole('combobox').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Upload File(s)' }).click();
  await expect(queued(page, 'invoice.pdf')).toContainText(
    'This file is a program, not a PDF document. It was not uploaded.',
  );
  await expect(page.getByRole('button', { name: /^huge\.pdf: This file is 10\.1 MB/ })).toBeVisible();
});

test('messages: a question logged in and feedback logged out, each with the captcha solved in the browser', async ({
  loggedInPage: page,
}) => {
  await page.goto('/#/myaccount/messages');
  await page.getByRole('radio', { name: 'Question' }).check();
  await page.getByLabel('Subject').fill('Payoff letter');
  await page.getByLabel('Message').fill('Please send my payoff letter.');
  await expect(page.getByText('271 characters left', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Must Complete Captcha')).toBeVisible();
  await page.getByText("I'm not a robot", { exact: true }).click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your question. We will get back to you shortly.' }),
  ).toBeVisible();

  await page.goto('/#/home/messages');
  await expect(page.getByRole('link', { name: 'Back to Login' })).toBeVisible();
  await page.getByRole('radio', { name: 'Feedback' }).check();
  await page.getByRole('radio', { name: 'could be better' }).check();
  await page.getByRole('checkbox', { name: 'Reason 2' }).check();
  await page.getByLabel('Name').fill('Ann Lee');
  await page.getByLabel('Email').fill('ann@example.com');
  await page.getByText("I'm not a robot", { exact: true }).click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
});

test('branch locator and FAQ: a zip lists the nearest branch first on the offline map; FAQ sections and map tiles follow their settings', async ({
  page,
}) => {
  await page.goto('/#/home/locations');
  await expect(page.getByRole('heading', { name: 'Find the closest branch!' })).toBeVisible();
  await page.getByLabel('Find a Branch').fill('78701');
  const list = page.getByRole('list', { name: 'Branches' });
  await expect(list.getByRole('heading').first()).toHaveText('Austin Second Street');
  await expect(list.getByRole('link').first()).toHaveText('(512) 555-0103');
  const map = page.getByRole('region', { name: 'Map of branches' });
  await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();
  await expect(map.locator('.leaflet-tile')).toHaveCount(0);

  await overrideSettings({ 'faq.generalHidden': 'true', 'faq.securityContent': '<p>Never share your password.</p>' });
  try {
    await page.goto('/#/home/faq');
    // The settings are read when the page loads; a hash change alone keeps the old ones.
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Frequently Asked Questions' });
    await expect(nav.getByRole('button')).toHaveText(['Security', 'Account', 'Rates', 'Holidays']);
    await expect(page.getByText('Never share your password.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(nav).toBeHidden();
    await page.getByRole('combobox').selectOption('Holidays');
    await expect(page.getByRole('heading', { name: 'Holidays', level: 2 })).toBeVisible();

    // A lender's street tiles (locations.tileUrl; same origin here, which the CSP's img-src 'self' allows) show
    // under the pins with the attribution the tile server asks for.
    await overrideSettings({
      'locations.tileUrl': '/e2e-tiles/{z}/{x}/{y}.png',
      'locations.tileAttribution': 'Tiles by E2E',
    });
    await page.route('**/e2e-tiles/**', (route) => route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }));
    await page.goto('/#/home/locations');
    await page.reload();
    const tiled = page.getByRole('region', { name: 'Map of branches' });
    await expect(tiled.locator('img.leaflet-tile-loaded').first()).toBeAttached();
    await expect(tiled.getByText('Tiles by E2E')).toBeVisible();
  } finally {
    await overrideSettings({});
  }
});
