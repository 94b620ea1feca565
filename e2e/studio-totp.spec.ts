/**
 * Staff second factor (decision 282): a publisher with an authenticator app signs in with the keyboard
 * only, name and password, then the code. Codes are checked against the sandbox's clock, so the spec
 * freezes that clock (`PUT /__mock/clock`) and computes each code with otpauth for the same moment, as
 * the publisher's phone would. The app is enrolled through the studio API beforehand.
 */
import { request } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import type { EnrolmentConfirmed, StudioSession, TotpEnrolment } from '../schemas/src/studio/studio-api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { e2eNow } from './e2e-clock.ts';
import { expect, test } from './fixtures.ts';
import { tabTo } from './keyboard.ts';

// The enrolment and the frozen clock are sandbox state: the next spec in this worker starts from the seed.
test.use({ resetSandboxAfterTest: true });

const userName = 'staff.publisher2';
const password = 'Staff-pass1!';

const codeAt = (secret: string, at: Date) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at.getTime(),
  });

test('when a publisher with an authenticator app signs in with the keyboard only, then the code step follows the password and opens the studio', async ({
  page,
  sandbox,
}) => {
  const enrolledAt = new Date(Math.floor(e2eNow().getTime() / 30_000) * 30_000);
  const setClock = async (at: Date) =>
    expect(
      (
        await fetch(`${sandbox.url}/__mock/clock`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ now: at.toISOString() }),
        })
      ).ok,
    ).toBe(true);
  await setClock(enrolledAt);

  const api = await request.newContext({ baseURL: sandbox.url });
  try {
    const signIn = await api.post('/studio/api/session', { data: { userName, password } });
    const { csrfToken } = (await signIn.json()) as StudioSession;
    const headers = { 'X-CSRF-Token': csrfToken };
    const enrolment = (await (await api.post('/studio/api/me/second-factor', { headers })).json()) as TotpEnrolment;
    const confirmed = await api.post('/studio/api/me/second-factor/confirm', {
      headers,
      data: { code: codeAt(enrolment.secret, enrolledAt) },
    });
    expect(((await confirmed.json()) as EnrolmentConfirmed).recoveryCodes).toHaveLength(10);

    // A later time step: the enrolment's code was used and would be refused as a replay.
    const signInAt = new Date(enrolledAt.getTime() + 30_000);
    await setClock(signInAt);

    await page.goto('/studio/');
    await tabTo(page, page.getByLabel('User name'));
    await page.keyboard.type(userName);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeFocused();
    await expectNoAxeViolations(page);
    const code = page.getByLabel('Code', { exact: true });
    await tabTo(page, code);
    await page.keyboard.type(codeAt(enrolment.secret, signInAt));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Pete Publisher')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
  } finally {
    await api.dispose();
  }
});

test('when an editor sets up an authenticator app from Your account with the keyboard, then the QR code and key show under the strict CSP, the code confirms it and the recovery codes show once', async ({
  page,
  sandbox,
}) => {
  const at = new Date(Math.floor(e2eNow().getTime() / 30_000) * 30_000);
  expect(
    (
      await fetch(`${sandbox.url}/__mock/clock`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ now: at.toISOString() }),
      })
    ).ok,
  ).toBe(true);
  await page.goto('/studio/#/account');
  await page.getByLabel('User name').fill('staff.editor');
  await page.getByLabel('Password').fill(password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();

  const setUp = page.getByRole('button', { name: 'Set up an authenticator app' });
  await tabTo(page, setUp, 40);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
  await expectNoAxeViolations(page);
  const key = ((await page.locator('.totp-enrolment__secret').textContent()) ?? '').replace(/\s/g, '');
  await tabTo(page, page.getByLabel('Code from the app'));
  await page.keyboard.type(codeAt(key, at));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeFocused();
  await expect(page.getByRole('listitem').filter({ hasText: /^[a-z2-9]{5}-[a-z2-9]{5}$/ })).toHaveCount(10);
  await expectNoAxeViolations(page);
});
