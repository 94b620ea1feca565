/**
 * The main-thread work of an interaction, from a Chromium trace (decision 280): from the
 * dispatch of the interaction's first input event to the end of the first Paint after it, the time the page's
 * main thread was busy (script, style, layout, paint), idle gaps left out. Headless Chromium without a GPU
 * starts a frame ~10 ms after an input that finds the page idle, even with the frame-rate limit off (a click on
 * a heading that does nothing measures ~12 ms event-to-paint), so event-to-paint alone cannot tell a 2 ms
 * interaction from a 12 ms one; this measure is what the page itself costs, to hold against a 16.7 ms frame.
 */
import type { Browser, Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string; message?: string } };
}

/** Trace categories with the main thread's tasks, DOM event dispatches, paints and console.timeStamp markers. */
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];

/** Starts tracing `page`'s browser; `stop` returns the trace's events. */
export async function startWorkTrace(browser: Browser, page: Page): Promise<{ stop: () => Promise<TraceEvent[]> }> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return {
    stop: async () =>
      (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents,
  };
}

/** Marks the start of act `i` in the trace (a TimeStamp event). */
export function markAct(page: Page, i: number): Promise<void> {
  return page.evaluate((label) => console.timeStamp(label), `bench-act-${i}`);
}

/**
 * For each act marked with `markAct`, for each of its `type` events in order, the busy time in ms from the
 * event's dispatch to the end of the next Paint on the same thread.
 */
export function workPerAct(events: TraceEvent[], type: string, acts: number): number[][] {
  const marks = events.filter((e) => e.name === 'TimeStamp' && e.args?.data?.message?.startsWith('bench-act-'));
  if (marks.length === 0) return Array.from({ length: acts }, () => []);
  const { pid, tid } = marks[0]!;
  const thread = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  // Top-level events only (a task, not the script and layout inside it), so nothing counts twice.
  const top: TraceEvent[] = [];
  let end = -Infinity;
  for (const e of thread) {
    if (e.ts >= end) {
      top.push(e);
      end = e.ts + e.dur!;
    }
  }
  const busyBetween = (from: number, to: number) => {
    let busy = 0;
    for (const e of top) {
      const a = Math.max(e.ts, from);
      const b = Math.min(e.ts + e.dur!, to);
      if (b > a) busy += b - a;
    }
    return busy / 1000;
  };
  return Array.from({ length: acts }, (_, i) => {
    const mark = marks.find((m) => m.args!.data!.message === `bench-act-${i}`);
    const next = marks.find((m) => m.args!.data!.message === `bench-act-${i + 1}`);
    if (!mark) return [];
    const starts = thread.filter(
      (e) => e.name === 'EventDispatch' && e.args?.data?.type === type && e.ts > mark.ts && (!next || e.ts < next.ts),
    );
    return starts.flatMap((start) => {
      const paint = thread.find((e) => e.name === 'Paint' && e.ts > start.ts);
      return paint ? [busyBetween(start.ts, paint.ts + paint.dur!)] : [];
    });
  });
}
