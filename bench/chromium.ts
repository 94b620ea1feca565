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
 * keystroke-to-paint at 60 Hz cannot fall below about one frame at p95 (decision 266, addendum). The
 * unthrottled figure is the page's own cost: handler, render, layout and paint.
 */
export const UNTHROTTLED_FRAME_FLAGS = ['--disable-frame-rate-limit', '--disable-gpu-vsync'];
