/** The sandbox for a bench run: the built portal (`distDir`) on a free port, logs at info into /dev/null. */
import { pino } from 'pino';
import { createApp } from '../server-mock/create-app.ts';
import { listen, type RunningServer } from '../server-mock/listen.ts';
import { distDir } from './route-js.ts';

/**
 * Starts the sandbox as `npm start` would (request logging on), but with output discarded and a fresh in-memory store.
 */
export async function startBenchSandbox(): Promise<RunningServer> {
  const sandbox = await createApp({
    distDir,
    logLevel: 'info',
    logDestination: pino.destination({ dest: '/dev/null', sync: false }),
  });
  const running = await listen(sandbox.app, 0);
  return {
    ...running,
    close: async () => {
      await running.close();
      await sandbox.close();
    },
  };
}
