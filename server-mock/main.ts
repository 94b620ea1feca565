/** `npm start` (after the build): one process serving the portal, the studio, the API and the test controls. */
import { readEnv } from './config/env.ts';
import { serve } from './serve.ts';

const served = await serve(readEnv(process.env));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // on, not once: a second signal (a process group gets it twice through tsx) must not kill a clean stop.
  process.on(signal, () => {
    served.stop(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
