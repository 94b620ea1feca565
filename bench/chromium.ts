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
