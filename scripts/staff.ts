// `npm run staff -- ACTION ...`: manage the studio's staff accounts (decision 283; scripts/staff-command.ts).
import { runStaffCommand } from './staff-command.ts';
import { terminalSecrets } from './terminal-secrets.ts';

const secrets = terminalSecrets();
try {
  process.exitCode = await runStaffCommand(process.argv.slice(2), process.env, {
    askSecret: secrets.askSecret,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
} finally {
  secrets.close();
}
