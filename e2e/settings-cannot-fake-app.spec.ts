/**
 * A rich-text setting cannot make the portal believe it runs in the native app (access spec §2 "Login
 * screen", §4 "Session"; decision 293). Chromium exposes an element with an id as a property of window, which
 * jsdom does not: so this runs in the browser too.
 */
import { expect, overrideSettings, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';

/** The review's markup: an element named like the native app's bridge. */
const posing =
  '<p>Branch hours changed.</p><span id="PortalMobileBridge"></span><img name="PortalMobileBridge" src="/logos/default/logo-icon.svg" alt="">';

test('when rich-text settings hold an element named PortalMobileBridge then login shows no Update Now and logout calls the server', async ({
  page,
}) => {
  await overrideSettings({ 'loginPage.richTextTop': posing, 'dashboard.infoText': posing });
  try {
    await page.goto('/#/home/login');
    await expect(page.getByText('Branch hours changed.')).toBeVisible();
    expect(await page.evaluate(() => 'PortalMobileBridge' in window && window.PortalMobileBridge !== undefined)).toBe(
      false,
    );
    await loginThroughUi(page);
    await expect(page.getByText('Branch hours changed.')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Update Now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
    const logoutCall = page.waitForRequest((r) => /\/api\/Login\/Logout$/i.test(r.url()) && r.method() === 'POST');
    await page.getByRole('dialog').getByRole('button', { name: 'Logout', exact: true }).click();
    await logoutCall;
    await expect(page).toHaveURL(/#\/home\/login$/);
  } finally {
    await overrideSettings({});
  }
});

test('when an element named PortalMobileBridge is in the page anyway then the portal still logs out through the server', async ({
  page,
}) => {
  await loginThroughUi(page);
  // Past both sanitizers: whatever markup ever reaches the page, the app check must not take it for the bridge.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML('beforeend', '<span id="PortalMobileBridge" hidden></span>'),
  );
  expect(await page.evaluate(() => window.PortalMobileBridge instanceof HTMLElement)).toBe(true);
  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  const logoutCall = page.waitForRequest((r) => /\/api\/Login\/Logout$/i.test(r.url()) && r.method() === 'POST');
  await page.getByRole('dialog').getByRole('button', { name: 'Logout', exact: true }).click();
  await logoutCall;
  await expect(page).toHaveURL(/#\/home\/login$/);
});
