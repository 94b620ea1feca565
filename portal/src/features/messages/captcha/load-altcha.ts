/**
 * Loads the ALTCHA widget the way the portal's strict CSP allows (decision 236): the `altcha/external`
 * build (no styles injected from script, no worker made from a blob: URL), its stylesheet as a normal CSS
 * asset, and the SHA-256 worker as a same-origin worker file that Vite emits (`?worker`). Loaded once,
 * only when a captcha is shown.
 */
let loading: Promise<void> | null = null;

/** Defines `<altcha-widget>` and registers the SHA-256 proof-of-work worker. */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [{ default: ShaWorker }] = await Promise.all([
      import('altcha/workers/sha?worker'),
      import('altcha/external'),
      import('altcha/altcha.css'),
    ]);
    // The sandbox's challenges are SHA-256 (altcha-lib v1); the widget asks this map for a worker.
    globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker());
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
