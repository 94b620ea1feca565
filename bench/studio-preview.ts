/**
 * Studio figures: the gzip JS of the studio's first page (what /studio/ loads for someone not
 * signed in: the sign-in page), and edit-to-preview latency: for each of 50 keystrokes in a studio text
 * field, the time from the keydown in the studio to the moment the preview frame has painted the new
 * text. The frame answers `preview:applied` after the frame that painted the settings (a task after
 * requestAnimationFrame), and the studio timestamps that answer on its own clock, the keydown's clock.
 * The field is the login heading's Value in the real editor, signed in as the sandbox's editor: the edit
 * page's local state, autosave and draft merge all run on every keystroke, as for staff.
 */
import type { Browser, Page } from 'playwright-core';
import { STAFF_PASSWORD } from '../server-mock/scenarios/staff-scenarios.ts';
import { gzipTotal } from '../scripts/bundle-size.ts';

/** The key the bench edits; the preview starts on its page (login). */
const KEY = 'loginPage.heading';

/** The studio's first page: gzip bytes and file count of the scripts Chromium loads at /studio/. */
export async function studioFirstPageJs(
  browser: Browser,
  baseUrl: string,
  distDir: string,
): Promise<{ gzipBytes: number; files: number }> {
  const page = await browser.newPage();
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  await page.goto(`${baseUrl}/studio/`);
  await page.waitForLoadState('networkidle');
  await page.close();
  return { gzipBytes: gzipTotal(distDir, [...files]), files: files.size };
}

/**
 * Signs in to the studio as `staff.editor`, opens the login heading in the editor and types `edits` letters at the end
 * of its value; returns each one's keydown-to-painted-in-preview time in ms.
 */
export async function editToPreviewLatencies(page: Page, baseUrl: string, edits = 50): Promise<number[]> {
  await page.goto(`${baseUrl}/studio/`);
  await page.getByLabel('User name').fill('staff.editor');
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('searchbox', { name: 'Search settings' }).fill(KEY);
  await page.getByRole('link', { name: new RegExp(`^${KEY.replace('.', '\\.')}`) }).click();
  const frame = page.frameLocator('iframe[title="Portal preview"]');
  await frame.getByRole('heading', { level: 1 }).waitFor();
  const field = page.getByRole('textbox', { name: 'Value' });
  const initial = await field.inputValue();
  await field.click();
  await page.keyboard.press('End');
  await page.evaluate(() => {
    const w = window as unknown as { __editLatency: number[]; __pendingKey: number | null };
    w.__editLatency = [];
    w.__pendingKey = null;
    document.addEventListener('keydown', (event) => void (w.__pendingKey = event.timeStamp), true);
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string }).type !== 'preview:applied' || w.__pendingKey === null) return;
      w.__editLatency.push(performance.now() - w.__pendingKey);
      w.__pendingKey = null;
    });
  });
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let typed = initial;
  for (let i = 0; i < edits; i += 1) {
    const letter = letters[i % letters.length]!;
    typed += letter;
    await page.keyboard.press(letter);
    await page.waitForFunction(
      (n) => (window as unknown as { __editLatency: number[] }).__editLatency.length >= n,
      i + 1,
    );
  }
  // The painted heading is the typed text: the latencies above are of real updates.
  const shown = await frame.getByRole('heading', { level: 1 }).textContent();
  if (shown !== typed) throw new Error(`The preview shows "${shown}", not the typed "${typed}"`);
  return page.evaluate(() => (window as unknown as { __editLatency: number[] }).__editLatency);
}
