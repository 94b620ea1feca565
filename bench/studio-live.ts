/**
 * Studio live figure (decision 365): how long a colleague's saved draft takes to appear in another open studio.
 * staff.editor2 has the login heading open in the real signed-in editor; staff.editor saves `saves` drafts of it
 * over the API, one after another; each is timed from the start of the save call to the moment the value shows in
 * staff.editor2's field (the live feed's poll, the event, the state cache and the editor's render all included).
 */
import type { Browser } from 'playwright-core';
import { STAFF_PASSWORD } from '../server-mock/scenarios/staff-scenarios.ts';

const KEY = 'loginPage.heading';

/** A staff member's session over the API: the cookie and the CSRF token. */
async function apiSession(baseUrl: string, userName: string): Promise<{ cookie: string; csrf: string }> {
  const res = await fetch(`${baseUrl}/studio/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: STAFF_PASSWORD }),
  });
  if (!res.ok) throw new Error(`${userName} could not sign in: ${res.status}`);
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '', csrf: csrfToken };
}

/** Each save's time, in ms, from the save call to the value in the colleague's open editor. */
export async function colleagueDraftLatencies(browser: Browser, baseUrl: string, saves = 10): Promise<number[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const signIn = await context.request.post('/studio/api/session', {
      data: { userName: 'staff.editor2', password: STAFF_PASSWORD },
    });
    if (!signIn.ok()) throw new Error(`staff.editor2 could not sign in: ${signIn.status()}`);
    // The hint the studio's own sign-in leaves (signed-in-hint.ts): it asks for the session at once.
    await context.addInitScript(() => localStorage.setItem('studio.signed-in', '1'));
    const page = await context.newPage();
    await page.goto(`/studio/#/?key=${KEY}`);
    const field = await page.getByRole('textbox', { name: 'Value' }).elementHandle();
    if (!field) throw new Error('The key editor did not open');
    const saver = await apiSession(baseUrl, 'staff.editor');
    const state = (await (
      await fetch(`${baseUrl}/studio/api/state`, { headers: { cookie: saver.cookie } })
    ).json()) as {
      draft: { settings: Record<string, { revision: number }> };
    };
    let revision = state.draft.settings[KEY]?.revision ?? 0;
    const latencies: number[] = [];
    for (let i = 1; i <= saves; i += 1) {
      // A pause of a random part of the feed's poll, so the saves do not fall in step with its ticks.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 500));
      const value = `Saved live ${i}`;
      const started = performance.now();
      const res = await fetch(`${baseUrl}/studio/api/draft/settings/${KEY}`, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie: saver.cookie,
          'x-csrf-token': saver.csrf,
          'if-match': `"${revision}"`,
        },
        body: JSON.stringify({ value }),
      });
      if (!res.ok) throw new Error(`Save ${i} answered ${res.status}: ${await res.text()}`);
      revision += 1;
      await page.waitForFunction(
        ([el, expected]) => (el as HTMLInputElement).value === expected,
        [field, value] as const,
        { timeout: 10_000 },
      );
      latencies.push(performance.now() - started);
    }
    return latencies;
  } finally {
    await context.close();
  }
}
