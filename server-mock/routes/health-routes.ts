/**
 * Probes for whoever runs the server (a load balancer, an orchestrator, the start-up test), outside
 * the lender's API and its contract: `GET /healthz` answers while the process is up, `GET /readyz`
 * only while the store answers a trivial query and the server is not shutting down, so traffic
 * moves away from a process that is draining or has lost its database.
 */
import { Router } from 'express';
import type { Database } from '../store/database.ts';

/** What the probes look at. */
export interface HealthSource {
  db: Pick<Database, 'query'>;
  /** True once shutdown began (SIGTERM): ready answers 503 while requests in flight finish. */
  stopping(): boolean;
  /**
   * Other services the process talks to, by name (gateway mode: `upstream`, the lender's host). Each is
   * reported as reachable or not; an unreachable one does not make the process unready, since every
   * process shares it and this one still answers (the offline text, the studio): `status` says `degraded`.
   */
  dependencies?: Record<string, () => Promise<boolean>>;
}

const started = Date.now();

/** `GET /healthz` and `GET /readyz`, JSON, never cached. */
export function healthRoutes(source: HealthSource): Router {
  const router = Router();
  // Set per route: the router is mounted at the root, so a router-wide middleware would touch every response.
  router.get('/healthz', (_req, res) => {
    res
      .set('Cache-Control', 'no-store')
      .json({ status: 'up', uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });
  router.get('/readyz', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    if (source.stopping()) return void res.status(503).json({ status: 'stopping' });
    const names = Object.keys(source.dependencies ?? {});
    const [store, ...others] = await Promise.all([
      source.db.query('select 1').then(
        () => true,
        // The reason goes to the error log of whoever broke the store, not to an anonymous prober.
        () => false,
      ),
      ...names.map((name) => source.dependencies![name]!()),
    ]);
    const reach = (up: boolean | undefined) => (up ? 'reachable' : 'unreachable');
    const deps = Object.fromEntries(names.map((name, i) => [name, reach(others[i])]));
    if (!store) return void res.status(503).json({ status: 'unavailable', store: 'unreachable', ...deps });
    res.json({ status: others.every(Boolean) ? 'ready' : 'degraded', store: 'reachable', ...deps });
  });
  return router;
}
