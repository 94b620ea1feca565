/**
 * Where an amount keystroke's main-thread time goes (issue 12 "Performance", decision 268): logs in, opens the
 * payment screen as bench/payment-interactions.ts does, types `BENCH_KEYS` keys into Payment Amount under
 * Chromium's sampling profiler, and prints the functions with the most self time. Build without minifying
 * for readable names: `npx vite build --minify false --outDir /tmp/x && BENCH_DIST_DIR=/tmp/x tsx bench/profile-payment-keys.ts`.
 * It prints numbers; it is not a test.
 */
import { chromium } from 'playwright-core';
import { scenarioNamed } from '../server-mock/scenarios/all-scenarios.ts';
import { logIn } from './borrower-context.ts';
import { CHROMIUM_FLAGS, UNTHROTTLED_FRAME_FLAGS, chromiumPath } from './chromium.ts';
import { startBenchSandbox } from './sandbox.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const user = scenarioNamed('basic.user');
const keys = Number(process.env.BENCH_KEYS ?? 40);
const sandbox = await startBenchSandbox();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS, ...UNTHROTTLED_FRAME_FLAGS] });
try {
  const page = await browser.newPage();
  await logIn(page, sandbox.url, user);
  await page.goto(`${sandbox.url}/#/myaccount/payment`);
  await page.getByRole('group', { name: 'Payment Type' }).getByRole('button', { name: 'E-Check' }).click();
  const saved = page.getByLabel('Payment Method', { exact: true });
  await saved.selectOption((await saved.locator('option').nth(1).getAttribute('value')) ?? '');
  const amount = page.getByRole('textbox', { name: 'Payment Amount' });
  await amount.waitFor({ timeout: 20_000 });
  // The keys of payment-interactions.ts: amounts in range typed and taken back, the field cleared between rounds.
  const rounds = [['1', '2', '.', '3', '4'], ['2', '5', '.', '5'], ['9', '.', '9', '9'], ['3', '1', '0']].map((typed) => [
    ...typed,
    ...typed.slice(1).map(() => 'Backspace'),
  ]);
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
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string; dur?: number; tid: number; args?: { name?: string; data?: { type?: string } } }[];
  };
  const mainTids = new Set(trace.traceEvents.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => e.tid));
  const byName = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !mainTids.has(e.tid) || !e.dur) continue;
    // DOM events by type: the page's handlers (React renders and commits in the input event).
    const name = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + e.dur / 1000);
  }
  console.log(`Renderer main thread, ms per key (${keys} keys, fill('') between rounds included):`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 24)) console.log(`  ${(ms / keys).toFixed(3)}  ${name}`);
  // Pass 2: the sampling profiler, self time per function.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await typeKeys();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (frame: ProfileNode['callFrame']) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
  const self = new Map<string, number>();
  // Inclusive time of the page's own named functions (components and hooks: a capital or "use" first).
  const inclusive = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)!.callFrame;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
    self.set(nameOf(frame), (self.get(nameOf(frame)) ?? 0) + ms);
    total += ms;
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = nodes.get(at)!.callFrame;
      if (f.url.includes('/assets/') && /^([A-Z]|use[A-Z])/.test(f.functionName)) onStack.add(nameOf(f));
    }
    for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
  });
  console.log(`Script self time over ${keys} keys: ${total.toFixed(1)} ms (${(total / keys).toFixed(2)} ms per key)`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`  ${(ms / keys).toFixed(3)} ms/key  ${name}`);
  console.log('Inclusive time of components and hooks, ms per key:');
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`  ${(ms / keys).toFixed(3)} ms/key  ${name}`);
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
process.exit(0);
