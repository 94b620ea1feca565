/**
 * Event-to-next-paint in the page (decision 266): from an event's timestamp to a task after the
 * frame that followed it (requestAnimationFrame, then a task). The keystroke figures (keystroke-latency.ts) and the
 * payment interactions use this one probe.
 */
import type { Page } from 'playwright-core';
import { markAct, startWorkTrace, workPerAct } from './trace-work.ts';

/** Samples in ms, and how many left the focused element marked aria-invalid (an amount out of range). */
export interface MeasuredEvents {
  /** The first event of each act. */
  latencies: number[];
  /** Every event of each act, in order (a Make Payment click and the No that closes its dialog, say). */
  perAct: number[][];
  /** Main-thread work of every event of each act, in order, from a trace (trace-work.ts), when asked for. */
  work?: number[][];
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

/** The `i`th event of each act that has one (the first: what an act is measured by). */
export function nthOfEach(acts: readonly number[][], i: number): number[] {
  return acts.map((xs) => xs[i]).filter((x): x is number => x !== undefined);
}

/**
 * Runs `act` `times` times (with its index), each measured from its first `type` event (keydown, click, change);
 * with `work`, under a trace that also gives each act's main-thread work (trace-work.ts).
 */
export async function measuredEvents(
  page: Page,
  type: string,
  times: number,
  act: (i: number) => Promise<void>,
  work = false,
): Promise<MeasuredEvents> {
  await installProbe(page, type);
  const browser = page.context().browser();
  const trace = work && browser ? await startWorkTrace(browser, page) : undefined;
  const perAct: number[][] = [];
  const count = () => page.evaluate(() => (window as unknown as ProbeWindow).__latency.length);
  for (let i = 0; i < times; i += 1) {
    const before = await count();
    if (trace) await markAct(page, i);
    await act(i);
    await page.waitForFunction((n) => (window as unknown as ProbeWindow).__latency.length > n, before);
    // Later events of the act (the No after Make Payment) land within a frame of their own.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    perAct.push(await page.evaluate((n) => (window as unknown as ProbeWindow).__latency.slice(n), before));
  }
  const flagged = await page.evaluate(() => (window as unknown as ProbeWindow).__flagged);
  const measured: MeasuredEvents = { latencies: nthOfEach(perAct, 0), perAct, flagged };
  if (trace) measured.work = workPerAct(await trace.stop(), type, times);
  return measured;
}

/**
 * Presses `keys` one after another on the focused element, each measured from its keydown (and its work, with `work`).
 */
export function pressMeasured(page: Page, keys: readonly string[], work = false): Promise<MeasuredEvents> {
  return measuredEvents(page, 'keydown', keys.length, (i) => page.keyboard.press(keys[i]!), work);
}
