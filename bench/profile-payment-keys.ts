/**
 * Where an amount keystroke's main-thread time goes (decision 268): logs in, opens the
 * payment screen as bench/payment-interactions.ts does, types `BENCH_KEYS` keys into Payment Amount under
 * Chromium's sampling profiler, and prints the functions with the most self time. Build without minifying
 * for readable names: `npx vite build --minify false --outDir /tmp/x && BENCH_DIST_DIR=/tmp/x tsx
 * bench/profile-payment-keys.ts`.
 * It prints numbers; it is not a test.
 */
import { chromium } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { openPaymentByCheck } from './borrower-context.ts';
import { CHROMIUM_FLAGS, UNTHROTTLED_FRAME_FLAGS, chromiumPath } from './chromium.ts';
import { printProfile, printTimeline, type ProfileNode } from './profile-summary.ts';
import { startBenchSandbox } from './sandbox.ts';

const user = scenarioNamed('basic.user');
const keys = Number(process.env.BENCH_KEYS ?? 40);
const sandbox = await startBenchSandbox();
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_FLAGS, ...UNTHROTTLED_FRAME_FLAGS],
});
try {
  const page = await browser.newPage();
  await openPaymentByCheck(page, sandbox.url, user);
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.waitFor({ timeout: 20_000 });
  // The keys of payment-interactions.ts: amounts in range typed and taken back, the field cleared between rounds.
  const rounds = [
    ['1', '2', '.', '3', '4'],
    ['2', '5', '.', '5'],
    ['9', '.', '9', '9'],
    ['3', '1', '0'],
  ].map((typed) => [...typed, ...typed.slice(1).map(() => 'Backspace')]);
  const typeKeys = async () => {
    for (let pressed = 0, r = 0; pressed < keys; r += 1) {
      await amount.fill('');
      await amount.focus();
      for (const key of rounds[r % rounds.length]!.slice(0, keys - pressed)) {
        // The keyboard, not the locator: a locator's press queries the page (Playwright's own script) on every key.
        await page.keyboard.press(key);
        pressed += 1;
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
      }
    }
  };
  // Pass 1: the renderer main thread's timeline events (script, style, layout, paint), summed by name; nested
  // events count in their parents too (FunctionCall within EventDispatch).
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await typeKeys();
  printTimeline(JSON.parse((await browser.stopTracing()).toString()), keys, 'key');
  // Pass 2: the sampling profiler, self time per function.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await typeKeys();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  printProfile(profile, keys, 'key');
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
process.exit(0);
