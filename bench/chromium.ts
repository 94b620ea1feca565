/** The Chromium every browser tool here uses (Debian's; tools cannot download their own). */

/** `/usr/bin/chromium` unless CHROMIUM_PATH says otherwise. */
export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/** Headless flags for a shared CI-like machine. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Flags that let Chromium paint as soon as a frame is ready instead of at the next 60 Hz vsync. A key
 * pressed just after a vsync otherwise waits up to 16.7 ms for the next one, whatever the page does, so
 * keystroke-to-paint at 60 Hz cannot fall below about one frame at p95 (decision 266, addendum). Even
 * unthrottled, headless Chromium without a GPU starts the first frame after an input that finds the page idle
 * some 10 ms later (a click that changes nothing measures ~12 ms to paint), so the page's own cost is measured
 * from a trace instead (trace-work.ts, decision 280).
 */
export const UNTHROTTLED_FRAME_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
