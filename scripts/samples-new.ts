// `npm run samples:new -- NAME --from SAMPLE`: scaffolds settings-samples/NAME, then checks it (decision 263).
import { runNewSample } from '../settings-samples/check/new-sample.ts';

process.exitCode = runNewSample(process.argv.slice(2));
