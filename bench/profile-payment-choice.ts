/**
 * Where a payment step choice's main-thread time goes (decision 276): logs in as
 * bench/payment-interactions.ts does and repeats one choice `BENCH_TIMES` times under Chromium's timeline and
 * sampling profiler: `method` (click Card or E-Check, then pick the first saved method), `frequency` (another
 * Frequency) or `confirm` (Make Payment opens its dialog, No closes it). Build without minifying for readable
 * names: `npx vite build --minify false --outDir /tmp/x && BENCH_DIST_DIR=/tmp/x tsx bench/profile-payment-choice.ts
 * method`.
 * It prints numbers; it is not a test.
 */
import { chromium, type Page } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { chooseFirstSavedMethod, openPaymentByCheck } from './borrower-context.ts';
import { CHROMIUM_FLAGS, UNTHROTTLED_FRAME_FLAGS, chromiumPath } from './chromium.ts';
import { startBenchSandbox } from './sandbox.ts';
import { printInteractionWindows, printProfile, printTimeline, type ProfileNode } from './profile-summary.ts';

const choice = process.argv[2] ?? 'method';
const times = Number(process.env.BENCH_TIMES ?? 20);
const user = scenarioNamed('basic.user');
const sandbox = await startBenchSandbox();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_FLAGS, ...UNTHROTTLED_FRAME_FLAGS],
});

const settle = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))));

/** One cycle of the choice, on a page whose payment screen has E-Check, a saved account and One Time today. */
function cycleOf(page: Page): (i: number) => Promise<void> {
  const types = page.getByRole('group', { name: 'Payment Type' });
  const saved = page.getByLabel('Payment Method', { exact: true });
  const frequency = page.getByRole('combobox', { name: 'Frequency' });
  const dialog = page.getByRole('dialog', { name: 'Make Payment' });
  if (choice === 'method')
    return async (i) => {
      await types.getByRole('button', { name: i % 2 === 0 ? 'Card' : 'E-Check', exact: true }).click();
      await saved.waitFor();
      await settle(page);
      await chooseFirstSavedMethod(page);
      await frequency.waitFor();
      await settle(page);
    };
  if (choice === 'frequency')
    return async (i) => {
      await frequency.selectOption(i % 2 === 0 ? 'Weekly' : 'OneTime');
      await settle(page);
    };
  return async () => {
    await page.getByRole('button', { name: 'Make Payment', exact: true }).click();
    await dialog.waitFor();
    await settle(page);
    await dialog.getByRole('button', { name: 'No' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await settle(page);
  };
}

try {
  const page = await browser.newPage();
  await openPaymentByCheck(page, sandbox.url, user);
  await page.getByRole('textbox', { name: 'Payment Amount' }).fill('25');
  const cycle = cycleOf(page);
  for (let i = 0; i < 4; i += 1) await cycle(i);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  for (let i = 0; i < times; i += 1) await cycle(i);
  const trace = JSON.parse((await browser.stopTracing()).toString());
  printTimeline(trace, times, `${choice} cycle`);
  for (const type of choice === 'frequency' ? ['change'] : choice === 'method' ? ['click', 'change'] : ['click'])
    printInteractionWindows(trace, type);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < times; i += 1) await cycle(i);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  printProfile(profile, times, `${choice} cycle`);
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
process.exit(0);
