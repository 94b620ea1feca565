/**
 * The studio's edit-to-preview figure of `npm run bench` alone, after `npx vite build`: `npx tsx bench/run-studio.ts`.
 * 50 keystrokes in the real signed-in editor (bench/studio-preview.ts), each timed from keydown to the preview
 * frame's paint; prints p50 and p95 (the aim: p95 under 100 ms). Then 10 drafts saved by a colleague, each timed
 * until it shows in another open studio's editor (bench/studio-live.ts; the aim: under 1 s). It prints numbers; it
 * is not a test.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { percentile } from './keystroke-latency.ts';
import { startBenchSandbox } from './sandbox.ts';
import { colleagueDraftLatencies } from './studio-live.ts';
import { editToPreviewLatencies } from './studio-preview.ts';

const sandbox = await startBenchSandbox();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const latencies = await editToPreviewLatencies(await browser.newPage(), sandbox.url);
  console.log(
    `Studio edit to preview painted, signed-in editor: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms (${latencies.length} edits)`,
  );
  const live = await colleagueDraftLatencies(browser, sandbox.url);
  console.log(
    `Studio colleague's saved draft appears in another open studio: p50 ${percentile(live, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(live, 95).toFixed(1)} ms (${live.length} saves)`,
  );
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
// The sandbox's asynchronous log stream can keep the process alive; the figure is printed, so it ends here.
process.exit(0);
