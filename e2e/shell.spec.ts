/** The shell's routing rules and the logout flow (access spec §2 and §4). */
import { expect, overrideSettings, test } from './fixtures.ts';
import { loginThroughUi } from './login.ts';

test('when settings fail to load then the Error500 page shows', async ({ page, mock, problems }) => {
  problems.allow(/status of 500/);
  await mock.fault({ method: 'GET', path: '/api/setup/ApplicationOptions', status: 500, times: 10 });
  await page.goto('/');
  await expect(page).toHaveURL(/#\/error500$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('when not logged in and visiting a myaccount route then the login page shows with history replaced', async ({
  page,
}) => {
  await page.goto('/#/home/faq');
  await expect(page).toHaveTitle('FAQ');
  await page.goto('/#/myaccount/dashboard');
  await expect(page).toHaveURL(/#\/home\/login$/);
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/home\/faq$/);
});

test('when the visitor types another route into the address bar then the page and its title follow', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  await expect(page).toHaveTitle('Login');
  // Editing the hash makes history entries without state: each one must still retitle the page.
  await page.evaluate(() => (window.location.hash = '#/home/register'));
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page).toHaveTitle('Register');
  await page.evaluate(() => (window.location.hash = '#/home/faq'));
  await expect(page).toHaveTitle('FAQ');
});

test('when a logged-in borrower chooses Logout and confirms then the logout call is made and the login page shows', async ({
  page,
}) => {
  await loginThroughUi(page);
  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  const logoutCall = page.waitForRequest((r) => /\/api\/Login\/Logout$/i.test(r.url()) && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
  await logoutCall;
  await expect(page).toHaveURL(/#\/home\/login$/);
  await page.goto('/#/myaccount/dashboard');
  await expect(page).toHaveURL(/#\/home\/login$/);
});

test('when a logged-in borrower chooses Logout and then Cancel then the dashboard stays', async ({
  loggedInPage: page,
}) => {
  await page.goto('/#/myaccount/dashboard');
  await page.getByRole('button', { name: 'Logout', exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);
});

test('when useEgtConsumerOption is on then Apply For Loan opens the consumer application with a passable token in a new tab', async ({
  loggedInPage: page,
}) => {
  // Without an https application address the sandbox's GET /api/ApplyForLoan answers its own page
  // (with one it redirects there, outside the test).
  await overrideSettings({ 'portal.useEgtConsumerOption': 'true', 'portal.applyForLoanURLOption': '' });
  try {
    await page.goto('/#/myaccount/dashboard');
    await page.reload(); // settings are read when the portal starts
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Apply For Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply For Loan' });
    await expect(dialog).toContainText('Pop-ups must be enabled');
    // A 300 px dialog: the long label puts each button on a row of its own, both as wide as the dialog allows.
    const cancelBox = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    const goBox = await dialog.getByRole('button', { name: 'Continue to Application' }).boundingBox();
    expect(Math.round(cancelBox!.width)).toBe(Math.round(goBox!.width));
    const tokenCall = page.waitForResponse((r) => /\/api\/PassableToken\/GetPassableToken$/i.test(r.url()));
    const popup = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue to Application' }).click();
    const token = (await (await tokenCall).json()) as string;
    const tab = await popup;
    await tab.waitForURL(/\/api\/ApplyForLoan\?token=/);
    expect(new URL(tab.url()).searchParams.get('token')).toBe(token);
    await expect(tab.getByRole('heading', { name: 'Loan application' })).toBeVisible();
    await expect(dialog).toBeHidden();
  } finally {
    await overrideSettings({});
  }
});

test('when Apply For Loan is chosen from the mobile menu and its dialog is closed then focus is back on the Menu button', async ({
  loggedInPage: page,
}) => {
  await overrideSettings({ 'portal.useEgtConsumerOption': 'true', 'portal.applyForLoanURLOption': '' });
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/#/myaccount/dashboard');
    await page.reload(); // settings are read when the portal starts
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Apply For Loan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply For Loan' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Not <body>: the item that opened the dialog is hidden with the closed menu (WCAG 2.4.3).
    await expect(menu).toBeFocused();
  } finally {
    await overrideSettings({});
  }
});

test('when the borrower does nothing for session.idleMilliseconds then the time-out dialog counts down and the borrower is logged out', async ({
  page,
}) => {
  // A few seconds instead of 3 minutes and 2: the real IdleWatch, on the browser's real timers.
  await overrideSettings({ 'session.idleMilliseconds': '1500', 'session.countdownSeconds': '2' });
  try {
    await loginThroughUi(page);
    const dialog = page.getByRole('dialog', { name: 'Your session is about to expire!' });
    await expect(dialog).toBeVisible({ timeout: 5000 });
    await expect(dialog).toContainText(/You will be logged out in 0:0[12]\./);
    const logoutCall = page.waitForRequest((r) => /\/api\/Login\/Logout$/i.test(r.url()) && r.method() === 'POST');
    await logoutCall;
    await expect(page).toHaveURL(/#\/home\/login/);
    await expect(dialog).toBeHidden();
  } finally {
    await overrideSettings({});
  }
});

test('when Show Disclosures is pressed then the disclosures slide open in 0.2 s, and slide shut again on Hide Disclosures', async ({
  page,
}) => {
  await page.goto('/#/home/login');
  const toggle = page.getByRole('button', { name: 'Show Disclosures' });
  const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
  const slide = () =>
    panel.evaluate((el) => ({
      property: getComputedStyle(el).transitionProperty,
      seconds: getComputedStyle(el).transitionDuration,
    }));
  expect(await slide()).toEqual({ property: 'grid-template-rows', seconds: '0.2s' });
  await expect(panel.getByText(/Loans are subject to credit approval/)).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide Disclosures' })).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByText(/Loans are subject to credit approval/)).toBeVisible();
  await page.getByRole('button', { name: 'Hide Disclosures' }).click();
  await expect(panel.getByText(/Loans are subject to credit approval/)).toBeHidden();
});
