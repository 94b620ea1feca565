/**
 * Whether the lender's host answers, for `/readyz` in gateway mode: a `GET /api/MaintenanceMode` (a
 * spec call every host serves without a session) with a short time limit. Any answer below 500 is a
 * reachable host; a refused connection, a time-out or a 5xx is not. At most one probe runs at a time
 * and its result is kept briefly, so a busy prober does not become load on the host.
 */

/** The path probed. */
export const PROBE_PATH = '/api/MaintenanceMode';
/** Time limit of one probe. */
export const PROBE_TIMEOUT_MS = 2_000;
/** How long one probe's result answers for. */
export const PROBE_KEEP_MS = 1_000;

/** Answers whether the host at `target` is reachable now. */
export function upstreamProbe(
  target: string,
  options: { timeoutMs?: number; keepMs?: number } = {},
): () => Promise<boolean> {
  const timeoutMs = options.timeoutMs ?? PROBE_TIMEOUT_MS;
  const keepMs = options.keepMs ?? PROBE_KEEP_MS;
  let last: { at: number; result: Promise<boolean> } | undefined;
  const probe = async () => {
    try {
      const res = await fetch(`${target}${PROBE_PATH}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { Accept: 'application/json' },
      });
      await res.body?.cancel();
      return res.status < 500;
    } catch {
      return false;
    }
  };
  return () => {
    if (!last || performance.now() - last.at > keepMs) last = { at: performance.now(), result: probe() };
    return last.result;
  };
}
