/**
 * The payment figures of `npm run bench` alone, after `npx vite build`:
 * `tsx bench/run-payment.ts [route|interactions|card]...` (all three when none is named).
 * - route: gzip JS the payment route loads beyond what the dashboard loaded (aim under 60 KB),
 *   and what opening the Payment Details modal adds lazily;
 * - interactions: keystroke-to-paint p95 on the amount field and the calendar's arrow keys, and choice-to-paint p95 of
 *   the loan account, payment method, frequency and Make Payment; then each one's main-thread work (trace-work.ts),
 *   which the aim of under 16 ms per interaction is held against;
 * - card: keystroke-to-paint p95 typing a card number in the Payment Details modal.
 * `BENCH_NO_VSYNC=1` runs Chromium without the 60 Hz frame wait (chromium.ts, UNTHROTTLED_FRAME_FLAGS).
 * It prints numbers; it is not a test.
 */
import { chromium, type BrowserContext } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { gzipTotal, kb, readManifest, staticClosure } from '../scripts/bundle-size.ts';
import { signedInContext } from './borrower-context.ts';
import { cardFormKeystrokeLatencies } from './card-form-keystrokes.ts';
import { CHROMIUM_FLAGS, UNTHROTTLED_FRAME_FLAGS, chromiumPath } from './chromium.ts';
import { percentile } from './keystroke-latency.ts';
import { paymentInteractionLatencies, type ChoiceLatencies } from './payment-interactions.ts';
import { distDir } from './route-js.ts';
import { startBenchSandbox } from './sandbox.ts';

const user = scenarioNamed('basic.user');
const wanted = new Set(process.argv.slice(2));
const runs = (name: string) => wanted.size === 0 || wanted.has(name);
const sandbox = await startBenchSandbox();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_FLAGS, ...(process.env.BENCH_NO_VSYNC ? UNTHROTTLED_FRAME_FLAGS : [])],
});

const loggedIn = (): Promise<BrowserContext> => signedInContext(browser, sandbox.url, user);

/** Scripts loaded while `act` runs on a page of `context` (paths under dist/). */
async function scriptsDuring(
  context: BrowserContext,
  act: (page: import('playwright-core').Page) => Promise<void>,
): Promise<Set<string>> {
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'script') files.add(new URL(r.url()).pathname.replace(/^\//, ''));
  });
  await act(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return files;
}

try {
  if (runs('route')) {
    const initial = staticClosure(readManifest(distDir), 'portal/index.html');
    const context = await loggedIn();
    const visit = (path: string) => async (page: import('playwright-core').Page) => {
      await page.goto(`${sandbox.url}/#${path}`);
    };
    const dashboard = await scriptsDuring(context, visit('/myaccount/dashboard'));
    const payment = await scriptsDuring(context, async (page) => {
      await page.goto(`${sandbox.url}/#/myaccount/dashboard`);
      await page.waitForLoadState('networkidle');
      await page.goto(`${sandbox.url}/#/myaccount/payment`);
      await page.getByRole('group', { name: 'Payment Type' }).waitFor();
    });
    const beyond = [...payment].filter((f) => !dashboard.has(f) && !initial.includes(f) && f.startsWith('assets/'));
    const modal = await scriptsDuring(context, async (page) => {
      await page.goto(`${sandbox.url}/#/myaccount/payment`);
      await page.getByRole('group', { name: 'Payment Type' }).waitFor();
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Card', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Payment Details' });
      const newButton = page.getByRole('button', { name: 'New payment method' });
      await newButton.or(dialog).first().waitFor();
      if (!(await dialog.isVisible())) await newButton.click();
      await dialog.getByLabel('Card Number').waitFor();
    });
    const modalOnly = [...modal].filter(
      (f) => !payment.has(f) && !dashboard.has(f) && !initial.includes(f) && f.startsWith('assets/'),
    );
    await context.close();
    console.log(`Payment route beyond the dashboard: ${kb(gzipTotal(distDir, beyond))} gzip in ${beyond.length} files`);
    for (const f of beyond.sort()) console.log(`  ${f} ${kb(gzipTotal(distDir, [f]))}`);
    console.log(
      `Opening Payment Details (card) adds: ${kb(gzipTotal(distDir, modalOnly))} gzip in ${modalOnly.length} files`,
    );
    for (const f of modalOnly.sort()) console.log(`  ${f} ${kb(gzipTotal(distDir, [f]))}`);
  }
  if (runs('interactions')) {
    const page = await browser.newPage();
    const figures = await paymentInteractionLatencies(
      page,
      sandbox.url,
      user,
      Number(process.env.BENCH_KEYS ?? 40),
      scenarioNamed('many.accts'),
    );
    await page.close();
    const line = (name: string, xs: number[], unit = 'keys') =>
      `${name}: p95 ${percentile(xs, 95).toFixed(1)} ms (p50 ${percentile(xs, 50).toFixed(1)} ms, ${xs.length} ${unit})` +
      (process.env.BENCH_SAMPLES
        ? `\n  ${[...xs]
            .sort((a, b) => a - b)
            .map((x) => x.toFixed(1))
            .join(' ')}`
        : '');
    console.log(
      line('Payment Amount keystroke to paint', figures.amountKeys) +
        `, field marked invalid at ${figures.amountInvalidKeys} of those paints`,
    );
    console.log(line('Calendar arrow key to paint', figures.calendarKeys));
    console.log(line('Choose Loan Account to paint', figures.choices.account, 'choices'));
    console.log(line('Choose payment type or saved method to paint', figures.choices.method, 'choices'));
    // The parts of the method figure (and, below, of Make Payment's), for the probe and for the work alike.
    const methodParts = (indent: string, parts: ChoiceLatencies['parts']) => {
      if (!parts) return;
      console.log(indent + line('of which payment type', parts.type, 'clicks'));
      console.log(indent + line('of which saved method chosen', parts.savedChosen, 'changes'));
      console.log(indent + line('of which saved method put back to none', parts.savedCleared, 'changes'));
    };
    const confirmParts = (indent: string, parts: ChoiceLatencies['parts']) => {
      if (parts) console.log(indent + line('of which No', parts.confirmNo, 'clicks'));
    };
    methodParts('  ', figures.choices.parts);
    console.log(line('Choose Frequency to paint', figures.choices.frequency, 'choices'));
    console.log(
      line('Make Payment opens its confirm dialog, or No closes it, to paint', figures.choices.confirm, 'choices'),
    );
    confirmParts('  ', figures.choices.parts);
    console.log(
      line('A click that changes nothing (the page heading) to paint', figures.noOpClick, 'clicks') +
        ' (it paints nothing: the frame wait alone)',
    );
    // The page's own cost per interaction (trace-work.ts): what the 16 ms aim holds against a 60 Hz frame.
    const work = figures.choices.work!;
    console.log('Main-thread work per interaction, dispatch to paint, idle excluded (trace-work.ts):');
    console.log('  ' + line('amount key', figures.keyWork.amountKeys));
    console.log('  ' + line('calendar arrow', figures.keyWork.calendarKeys));
    console.log('  ' + line('choose Loan Account', work.account, 'choices'));
    console.log('  ' + line('choose payment type or saved method', work.method, 'choices'));
    methodParts('    ', work.parts);
    console.log('  ' + line('choose Frequency', work.frequency, 'choices'));
    console.log('  ' + line('Make Payment or No', work.confirm, 'choices'));
    confirmParts('    ', work.parts);
  }
  if (runs('card')) {
    const context = await loggedIn();
    const xs = await cardFormKeystrokeLatencies(await context.newPage(), sandbox.url);
    await context.close();
    console.log(
      `Card Number keystroke to paint: p95 ${percentile(xs, 95).toFixed(1)} ms (p50 ${percentile(xs, 50).toFixed(1)} ms, ${xs.length} keys)`,
    );
  }
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
process.exit(0);
