/** `npm start`: one process serving the portal, the studio, the API and the test controls. */
import { readEnv } from './config/env.ts';
import { createApp } from './create-app.ts';
import { listen } from './listen.ts';

const env = readEnv(process.env);
const sandbox = await createApp({
  sampleId: env.sampleId,
  dataDir: env.dataDir,
  databaseUrl: env.databaseUrl,
  controlsEnabled: env.controlsEnabled,
  logLevel: env.logLevel,
});
const { url, close } = await listen(sandbox.app, env.port, env.host);
console.log(`Lender portal sandbox on ${url}/ (studio ${url}/studio/, API ${url}/api/${env.controlsEnabled ? `, test controls ${url}/__mock/` : ''})`);
console.log(
  env.databaseUrl
    ? `State kept in PostgreSQL database ${new URL(env.databaseUrl).pathname.slice(1)} (POST /__mock/reset to start from the seed again)`
    : `State kept in ${env.dataDir} (delete the folder, or POST /__mock/reset, to start from the seed again)`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void close().then(sandbox.close).then(() => process.exit(0)));
}
