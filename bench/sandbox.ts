/** The sandbox for a bench run: the built portal on a free port, logs at info into /dev/null. */
import { pino } from 'pino';
import { createApp } from '../server-mock/create-app.ts';
import { listen, type RunningServer } from '../server-mock/listen.ts';

/** Starts the sandbox as `npm start` would (request logging on), but with output discarded. */
export async function startBenchSandbox(): Promise<RunningServer> {
  const app = await createApp({ logLevel: 'info', logDestination: pino.destination({ dest: '/dev/null', sync: false }) });
  return listen(app, 0);
}
