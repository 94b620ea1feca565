/** `npm start`: one process serving the portal, the studio, the API and the test controls. */
import { readEnv } from './config/env.ts';
import { createApp } from './create-app.ts';
import { listen } from './listen.ts';

const env = readEnv(process.env);
const app = await createApp({ sampleId: env.sampleId, controlsEnabled: env.controlsEnabled, logLevel: env.logLevel });
const { url, close } = await listen(app, env.port, env.host);
console.log(`Lender portal sandbox on ${url}/ (studio ${url}/studio/, API ${url}/api/${env.controlsEnabled ? `, test controls ${url}/__mock/` : ''})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void close().then(() => process.exit(0)));
}
