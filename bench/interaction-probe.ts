/**
 * Event-to-next-paint in the page (issue 12 "Performance"): from an event's timestamp to a task after the
 * frame that followed it (requestAnimationFrame, then a task). The keystroke figures (keystroke-latency.ts) and the
 * payment interactions use this one probe.
 */
import type { Page } from 'playwright-core';

/** Samples in ms, and how many left the focused element marked aria-invalid (an amount out of range). */
export interface MeasuredEvents {
  latencies: number[];
  flagged: number;
}

interface ProbeWindow {
  __latency: number[];
  __flagged: number;
  __probes?: Set<string>;
}

async function installProbe(page: Page, type: string): Promise<void> {
  await page.evaluate((eventType) => {
    const w = window as unknown as ProbeWindow;
    w.__latency = [];
    w.__flagged = 0;
    w.__probes ??= new Set();
    if (w.__probes.has(eventType)) return;
    w.__probes.add(eventType);
    document.addEventListener(
      eventType,
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() =>
          setTimeout(() => {
            w.__latency.push(performance.now() - start);
            if (document.activeElement?.getAttribute('aria-invalid') === 'true') w.__flagged += 1;
          }, 0),
        );
      },
      true,
    );
  }, type);
}

/** Runs `act` `times` times (with its index), each measured from its first `type` event (keydown, click, change). */
export async function measuredEvents(page: Page, type: string, times: number, act: (i: number) => Promise<void>): Promise<MeasuredEvents> {
  await installProbe(page, type);
  for (let i = 0; i < times; i += 1) {
    await act(i);
    await page.waitForFunction((n) => (window as unknown as ProbeWindow).__latency.length >= n, i + 1);
  }
  const result = await page.evaluate(() => ({ latencies: (window as unknown as ProbeWindow).__latency, flagged: (window as unknown as ProbeWindow).__flagged }));
  // Only the first event of each act: a click that also fires a change, say, is counted once.
  return { latencies: result.latencies.slice(0, times), flagged: result.flagged };
}

/** Presses `keys` one after another on the focused element, each measured from its keydown. */
export function pressMeasured(page: Page, keys: readonly string[]): Promise<MeasuredEvents> {
  return measuredEvents(page, 'keydown', keys.length, (i) => page.keyboard.press(keys[i]!));
}
