/**
 * `npm run conformance -- --api URL [--user U --password P] [--writes] [--report out.json]`: checks a
 * host API against the contract (schemas/api) and prints a table per call; exit code 1 on any deviation.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { exitCodeOf, reportTable } from './report.ts';
import { runConformance } from './run-conformance.ts';

const USAGE =
  'usage: npm run conformance -- --api URL [--user U --password P] [--writes] [--report out.json]\n(CONFORMANCE_PASSWORD may hold the password instead, out of the shell history and the process list)';

/** Runs the kit with the command line's arguments; answers the exit code. */
async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        api: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        writes: { type: 'boolean', default: false },
        report: { type: 'string' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = values.password ?? process.env.CONFORMANCE_PASSWORD;
  if (!values.api || (values.user === undefined) !== (password === undefined)) {
    console.error(USAGE);
    return 2;
  }
  const results = await runConformance({ api: values.api, user: values.user, password, writes: values.writes });
  console.log(reportTable(results));
  if (values.report)
    writeFileSync(values.report, `${JSON.stringify({ api: values.api, writes: values.writes, results }, null, 2)}\n`);
  return exitCodeOf(results);
}

process.exitCode = await main(process.argv.slice(2));
