/**
 * The studio's edit-to-preview figure of `npm run bench` alone, after `npx vite build`: `npx tsx bench/run-studio.ts`.
 * 50 keystrokes in the real signed-in editor (bench/studio-preview.ts), each timed from keydown to the preview
 * frame's paint; prints p50 and p95 (the aim: p95 under 100 ms). It prints numbers; it is not a test.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.ts';
import { percentile } from './keystroke-latency.ts';
import { startBenchSandbox } from './sandbox.ts';
import { editToPreviewLatencies } from './studio-preview.ts';

const sandbox = await startBenchSandbox();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
try {
  const latencies = await editToPreviewLatencies(await browser.newPage(), sandbox.url);
  console.log(
    `Studio edit to preview painted, signed-in editor: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms (${latencies.length} edits)`,
  );
} finally {
  await browser.close().catch(() => undefined);
  await sandbox.close();
}
// The sandbox's asynchronous log stream can keep the process alive; the figure is printed, so it ends here.
process.exit(0);
