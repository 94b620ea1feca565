/** Staff of the sandbox's seed in e2e: their password, an API session, and what a borrower sees of a change. */
import { request, type APIRequestContext, type Browser } from '@playwright/test';
import type { StudioSession } from '../schemas/src/studio/studio-api.ts';
import { expect } from './fixtures.ts';

/** The seeded staff members' password (sandbox only; decision 283). */
export const STAFF_PASSWORD = 'Staff-pass1!';

/** A staff member signed in over the API: the context keeps the cookie, `headers` carry the CSRF token. */
export async function staffSession(
  baseURL: string,
  userName: string,
): Promise<{ context: APIRequestContext; headers: Record<string, string> }> {
  const context = await request.newContext({ baseURL });
  const signIn = await context.post('/studio/api/session', { data: { userName, password: STAFF_PASSWORD } });
  expect(signIn.status(), `${userName} signs in`).toBe(200);
  const { csrfToken } = (await signIn.json()) as StudioSession;
  return { context, headers: { 'X-CSRF-Token': csrfToken } };
}

/** The login heading a borrower gets on a fresh visit (a new browser context: no cache, no preview). */
export async function borrowerHeading(browser: Browser, baseURL: string): Promise<string> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/#/home/login');
  const text = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await context.close();
  return text;
}
