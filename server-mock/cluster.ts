/**
 * `npm start` with `WORKERS=N`: N server processes on one port through `node:cluster` (the primary
 * hands connections to the workers). Each worker is `main.ts`; they share their state through the
 * PostgreSQL database of `DATABASE_URL`, where the first one migrates and seeds under an advisory
 * lock while the others wait. The primary restarts a worker that dies and, on SIGTERM or SIGINT,
 * passes the signal on and exits when every worker has finished. Without WORKERS (or 1) this is
 * `main.ts` itself, in this process.
 */
import cluster, { type Worker } from 'node:cluster';
import { readWorkers } from './config/env.ts';

/** A worker that dies sooner than this after starting is not restarted at once (a crash loop). */
const STEADY_MS = 5000;
const RESTART_DELAY_MS = 1000;

function runPrimary(count: number): void {
  // Each worker runs the entry this process was started with (process.argv[1], cluster's default), where
  // it is not the primary and so imports main: the same in TypeScript through tsx and in the compiled build.
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    console.error(`Worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`);
    setTimeout(fork, lived < STEADY_MS ? RESTART_DELAY_MS : 0);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      if (startedAt.size === 0) process.exit(0);
      for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    });
  }
  console.log(`Primary ${process.pid}: ${count} workers`);
}

let workers: number;
try {
  workers = readWorkers(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (workers > 1 && cluster.isPrimary) runPrimary(workers);
else await import('./main.ts');
