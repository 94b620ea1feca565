// `npm run samples:check [PATH...]`: checks the sample institutions against the settings catalogue (decision 263).
import { runSamplesCheck } from '../settings-samples/check/run-samples-check.ts';

process.exitCode = runSamplesCheck(process.argv.slice(2));
