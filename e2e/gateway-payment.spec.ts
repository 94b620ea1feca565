/**
 * Gateway mode in Chromium (decision 300): the sandbox plays the lender's host, a gateway with its own
 * store serves the portal in front of it, and a borrower pays through the gateway; when the host goes
 * away the login page shows the institution's offline text.
 */
import { tsImport } from 'tsx/esm/api';
import { e2eNow } from './e2e-clock.ts';
import { expect, test } from './fixtures.ts';
import { e2eDistDir } from './global-setup.ts';
import { shownAlert } from './alerts.ts';

type CreateAppModule = typeof import('../server-mock/create-app.ts');
type ListenModule = typeof import('../server-mock/listen.ts');

// A test-scoped fixture, not a worker one: a worker fixture of its own would give this spec its own worker,
// started apart from the suite's two (at the end of the run, alone on the machine).
const gatewayTest = test.extend<{ pair: { gatewayUrl: string; stopHost(): Promise<void> } }>({
  pair: [
    async ({}, use) => {
      const { createApp } = (await tsImport('../server-mock/create-app.ts', import.meta.url)) as CreateAppModule;
      const { listen } = (await tsImport('../server-mock/listen.ts', import.meta.url)) as ListenModule;
      const host = await createApp({
        distDir: e2eDistDir(),
        logLevel: 'silent',
        clock: e2eNow,
        controlsEnabled: false,
      });
      const hostServer = await listen(host.app, 0);
      const gateway = await createApp({
        distDir: e2eDistDir(),
        logLevel: 'silent',
        clock: e2eNow,
        gateway: { upstreamUrl: hostServer.url, contract: 'observe' },
      });
      const gatewayServer = await listen(gateway.app, 0);
      let hostUp = true;
      const stopHost = async () => {
        if (!hostUp) return;
        hostUp = false;
        await hostServer.close();
        await host.close();
      };
      await use({ gatewayUrl: gatewayServer.url, stopHost });
      await gatewayServer.close();
      await gateway.close();
      await stopHost();
    },
    // Two apps and the gateway store's first template: more than a test's 30 s on a busy machine.
    { timeout: 120_000 },
  ],
});

gatewayTest(
  'when a borrower pays through the gateway then the confirmation comes from the host; with the host gone the login page shows the offline text',
  async ({ page, pair, problems }) => {
    const portal = pair.gatewayUrl;
    await page.goto(`${portal}/#/home/login`);
    await page.getByLabel('User Name', { exact: true }).fill('basic.user');
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/#\/myaccount\/dashboard$/);

    await page.goto(`${portal}/#/myaccount/payment`);
    await expect(page.getByRole('heading', { level: 1, name: 'Make Payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Card', exact: true }).click();
    const picker = page.getByRole('combobox', { name: 'Payment Method' });
    if ((await picker.inputValue()) === '') await picker.selectOption({ index: 1 });
    await expect(page.getByRole('heading', { name: 'Payment Frequency' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Pay off the full amount' }).check();
    const submits: (string | null)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/PaymentImmediate/SubmitCard'))
        submits.push(request.headers()['idempotency-key'] ?? null);
    });
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await page.getByRole('dialog', { name: 'Make Payment' }).getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Confirmation' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(/\S+/);
    expect(submits).toHaveLength(1);
    expect(submits[0]).toMatch(/\S+/);

    // The host goes away: a sign-in answers 502, which the login page shows as the offline text, form hidden.
    problems.allow(/Failed to load resource: the server responded with a status of 502/);
    await pair.stopHost();
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(`${portal}/#/home/login`);
    await page.getByLabel('User Name', { exact: true }).fill('basic.user');
    await page.getByLabel('Password', { exact: true }).fill('Password1!');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(shownAlert(page)).toHaveText('The site is currently offline for maintenance. Please try again later.');
    await expect(page.getByLabel('Password', { exact: true })).toBeHidden();
  },
);
