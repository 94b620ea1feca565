/**
 * The timing of the idle watch (access spec §4 "Idle watch"), without DOM or React:
 * `idleMs` without activity → `onWarn(countdownSeconds)`; then `onTick(secondsLeft)` each second;
 * at 0 → `onExpire()`. During the warning, activity is ignored: only `resume()` keeps the session.
 * Times are measured against the clock, not counted ticks, so a throttled background tab or a
 * sleeping laptop still expires on time.
 */

/** Options of {@link createIdleTimer}. */
export interface IdleTimerOptions {
  /** Quiet time before the warning (spec: 180000). */
  idleMs: number;
  /** Countdown length (spec: 120). */
  countdownSeconds: number;
  onWarn(secondsLeft: number): void;
  onTick(secondsLeft: number): void;
  onExpire(): void;
  /** Clock, for tests; defaults to Date.now. */
  now?: () => number;
}

/** Phases of the watch. */
export type IdlePhase = 'stopped' | 'watching' | 'warning';

/** The running watch. */
export interface IdleTimer {
  start(): void;
  stop(): void;
  /** A user event (mouse move, key, scroll, mouse down, touch): restarts the quiet time while watching. */
  activity(): void;
  /** Resume in the time-out dialog: ends the warning and restarts the idle timer. */
  resume(): void;
  phase(): IdlePhase;
}

/** Creates a stopped idle timer. */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? (() => Date.now());
  let phase: IdlePhase = 'stopped';
  let lastActivity = 0;
  let deadline = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };

  // Activity only moves a timestamp; the single timer re-arms itself for the remainder when it fires,
  // so a stream of mouse moves costs no timer churn.
  const checkIdle = () => {
    const wait = lastActivity + options.idleMs - now();
    if (wait > 0) {
      timer = setTimeout(checkIdle, wait);
      return;
    }
    phase = 'warning';
    deadline = now() + options.countdownSeconds * 1000;
    options.onWarn(options.countdownSeconds);
    timer = setTimeout(tick, 1000);
  };

  const tick = () => {
    const msLeft = deadline - now();
    const secondsLeft = Math.ceil(msLeft / 1000);
    if (secondsLeft <= 0) {
      phase = 'stopped';
      timer = undefined;
      options.onExpire();
      return;
    }
    options.onTick(secondsLeft);
    // Wake when the displayed second changes next.
    timer = setTimeout(tick, msLeft - (secondsLeft - 1) * 1000);
  };

  const watch = () => {
    clear();
    phase = 'watching';
    lastActivity = now();
    timer = setTimeout(checkIdle, options.idleMs);
  };

  return {
    start() {
      if (phase === 'stopped') watch();
    },
    stop() {
      clear();
      phase = 'stopped';
    },
    activity() {
      if (phase === 'watching') lastActivity = now();
    },
    resume() {
      if (phase === 'warning') watch();
    },
    phase: () => phase,
  };
}
