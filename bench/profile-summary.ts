/**
 * Summaries of a Chromium trace and CPU profile for the bench's profile scripts (profile-payment-keys.ts,
 * profile-payment-choice.ts): main-thread timeline events summed by name, and self and inclusive script time.
 */

/** A node of a CPU profile (CDP Profiler.stop). */
export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

type TraceEvent = {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  args?: { name?: string; data?: { type?: string } };
};

/** Prints the renderer main thread's timeline events (script, style, layout, paint) summed by name, per unit. */
export function printTimeline(trace: { traceEvents: TraceEvent[] }, units: number, unit: string): void {
  const mainTids = new Set(
    trace.traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.tid),
  );
  const byName = new Map<string, number>();
  for (const e of trace.traceEvents) {
    if (e.ph !== 'X' || !mainTids.has(e.tid) || !e.dur) continue;
    // DOM events by type; nested events count in their parents too (FunctionCall within EventDispatch).
    const name = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + e.dur / 1000);
  }
  console.log(`Renderer main thread, ms per ${unit} (${units}):`);
  for (const [name, ms] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 24))
    console.log(`  ${(ms / units).toFixed(3)}  ${name}`);
}

/** Prints the functions with the most self time, and the page's components and hooks by inclusive time, per unit. */
export function printProfile(
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  units: number,
  unit: string,
): void {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const nameOf = (frame: ProfileNode['callFrame']) =>
    `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
  const self = new Map<string, number>();
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
  console.log(
    `Script self time over ${units} ${unit}s: ${total.toFixed(1)} ms (${(total / units).toFixed(2)} ms per ${unit})`,
  );
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${(ms / units).toFixed(3)} ms  ${name}`);
  console.log(`Inclusive time of components and hooks, ms per ${unit}:`);
  for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 30))
    console.log(`  ${(ms / units).toFixed(3)} ms  ${name}`);
}

/**
 * Prints, per `eventType` dispatch on the main thread (a click, a change), what ran from its start to the end of
 * the next Paint: the window's length, and the main-thread events inside it summed by name, as medians over the
 * windows.
 */
export function printInteractionWindows(
  trace: { traceEvents: (TraceEvent & { ts?: number })[] },
  eventType: string,
): void {
  const mainTids = new Set(
    trace.traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.tid),
  );
  const main = trace.traceEvents
    .filter((e) => e.ph === 'X' && mainTids.has(e.tid) && e.ts !== undefined && e.dur !== undefined)
    .sort((a, b) => a.ts! - b.ts!);
  const starts = main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === eventType);
  const windows: { length: number; parts: Map<string, number> }[] = [];
  for (const start of starts) {
    const paint = main.find((e) => e.name === 'Paint' && e.ts! > start.ts!);
    if (!paint) continue;
    const end = paint.ts! + paint.dur!;
    const parts = new Map<string, number>();
    for (const e of main) {
      if (e.ts! < start.ts! || e.ts! > end) continue;
      const name = e.name === 'EventDispatch' ? `EventDispatch ${e.args?.data?.type ?? ''}` : e.name;
      parts.set(name, (parts.get(name) ?? 0) + e.dur! / 1000);
    }
    windows.push({ length: (end - start.ts!) / 1000, parts });
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `${eventType} to the end of the next Paint, ${windows.length} windows: median ${median(windows.map((w) => w.length)).toFixed(2)} ms, max ${Math.max(...windows.map((w) => w.length)).toFixed(2)} ms`,
  );
  const names = new Set(windows.flatMap((w) => [...w.parts.keys()]));
  const rows = [...names]
    .map((n) => [n, median(windows.map((w) => w.parts.get(n) ?? 0))] as const)
    .filter(([, ms]) => ms >= 0.05);
  for (const [name, ms] of rows.sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log(`  ${ms.toFixed(3)}  ${name}`);
}
