/** `npm run build:server` (part of `npm run build`): the compiled server in dist-server/. */
import { buildServer, SERVER_OUT_DIR } from './build-server.ts';

const started = performance.now();
const metafile = await buildServer();
console.log(
  `dist-server/cluster.js: ${Object.keys(metafile.inputs).length} modules in ${Math.round(performance.now() - started)} ms (${SERVER_OUT_DIR})`,
);
