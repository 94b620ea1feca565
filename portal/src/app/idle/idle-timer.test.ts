import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIdleTimer } from './idle-timer';

const setup = () => {
  const events: string[] = [];
  const timer = createIdleTimer({
    idleMs: 180_000,
    countdownSeconds: 120,
    onWarn: (s) => events.push(`warn ${s}`),
    onTick: (s) => events.push(`tick ${s}`),
    onExpire: () => events.push('expire'),
  });
  return { events, timer };
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idle timer (access spec §4 "Idle watch", §9)', () => {
  it('when 180000 ms pass without activity, then the warning starts at 120 seconds', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(179_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn 120']);
    expect(timer.phase()).toBe('warning');
  });

  it('when there is activity, then the quiet time starts again from it', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(100_000);
    timer.activity();
    vi.advanceTimersByTime(179_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn 120']);
  });

  it('counts down each second and expires when the 120-second countdown ends', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(180_000 + 1_000);
    expect(events).toEqual(['warn 120', 'tick 119']);
    vi.advanceTimersByTime(118_000);
    expect(events.at(-1)).toBe('tick 1');
    expect(events).not.toContain('expire');
    vi.advanceTimersByTime(1_000);
    expect(events.at(-1)).toBe('expire');
    expect(timer.phase()).toBe('stopped');
  });

  it('ignores activity during the warning: only Resume keeps the session', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(180_000);
    timer.activity();
    vi.advanceTimersByTime(120_000);
    expect(events.at(-1)).toBe('expire');
  });

  it('when Resume is chosen, then the idle timer restarts from zero', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(180_000 + 60_000);
    timer.resume();
    events.length = 0;
    vi.advanceTimersByTime(179_999);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['warn 120']);
  });

  it('when the clock jumps past the deadline (sleeping laptop), then the next tick expires', () => {
    const { events, timer } = setup();
    timer.start();
    vi.advanceTimersByTime(180_000);
    vi.setSystemTime(Date.now() + 10 * 60_000);
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual(['warn 120', 'expire']);
  });

  it('when stopped, then nothing fires any more', () => {
    const { events, timer } = setup();
    timer.start();
    timer.stop();
    vi.advanceTimersByTime(600_000);
    expect(events).toEqual([]);
  });
});
