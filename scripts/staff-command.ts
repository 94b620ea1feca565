/**
 * `npm run staff -- ACTION ...`: manage the studio's staff on the server's store (decision 283).
 * Passwords are asked for twice on the terminal and never taken as arguments (they would stay in
 * the shell history and the process list). Each action is one use case of
 * server-mock/use-cases/studio/staff-accounts.ts.
 */
import { userInfo } from 'node:os';
import { parseArgs } from 'node:util';
import type { StaffAuditAction } from '../schemas/src/studio/staff-audit.ts';
import type { StaffRole } from '../schemas/src/studio/studio-api.ts';
import { readEnv } from '../server-mock/config/env.ts';
import { openCommandStore, StoreUnavailable } from '../server-mock/store/command-store.ts';
import { recordStaffAction } from '../server-mock/use-cases/studio/record-staff-action.ts';
import {
  addStaff,
  disableStaff,
  enableStaff,
  listStaff,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffRole,
  STAFF_ROLES,
  type StaffAccountResult,
} from '../server-mock/use-cases/studio/staff-accounts.ts';

/** The command's terminal. */
export interface StaffCommandIo {
  /** Asks for a secret without echoing it. */
  askSecret(prompt: string): Promise<string>;
  out(line: string): void;
  err(line: string): void;
}

/** How to call the command. */
export const STAFF_USAGE = `Usage: npm run staff -- ACTION
  add NAME --role viewer|editor|publisher [--display-name "Full Name"]   asks for the password twice
  disable NAME          cannot sign in; their sessions end
  enable NAME
  role NAME --role viewer|editor|publisher   their sessions end
  reset-password NAME   asks for the new password twice; their sessions end
  reset-second-factor NAME   removes their authenticator app and recovery codes (lost phone); sessions end
  list
The store is the server's: DATABASE_URL when set, else the DATA_DIR folder (stop the server first).`;

/** What each changing action is in the audit log, and the value it leaves (never a password). */
const AUDITED: Record<
  string,
  { action: StaffAuditAction; newValue: (args: ReturnType<typeof readArgs>) => string | null }
> = {
  add: { action: 'staff-create', newValue: (args) => args.role ?? null },
  role: { action: 'staff-change', newValue: (args) => args.role ?? null },
  disable: { action: 'staff-change', newValue: () => 'disabled' },
  enable: { action: 'staff-change', newValue: () => 'enabled' },
  'reset-password': { action: 'password-change', newValue: () => null },
  'reset-second-factor': { action: 'second-factor-change', newValue: () => 'removed' },
};

/** The operator's account on this machine, kept beside the command's entries. */
function operator(env: NodeJS.ProcessEnv): string {
  try {
    return userInfo().username;
  } catch {
    return env.USER ?? '';
  }
}

/** Thrown for a call the command cannot run; the message is for the operator. */
class UsageError extends Error {}

function roleOf(value: string | undefined): StaffRole {
  if (!value || !(STAFF_ROLES as readonly string[]).includes(value))
    throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}.`);
  return value as StaffRole;
}

async function askNewPassword(io: StaffCommandIo, userName: string): Promise<string> {
  const password = await io.askSecret(`New password for ${userName}: `);
  const again = await io.askSecret('The same password again: ');
  if (password !== again) throw new UsageError('The two passwords are not the same; nothing was changed.');
  return password;
}

function readArgs(argv: readonly string[]) {
  if (argv.some((arg) => /^--pass(word)?(=|$)/.test(arg))) {
    throw new UsageError(
      'The password is never taken as an argument (it would stay in the shell history); the command asks for it.',
    );
  }
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: { role: { type: 'string' }, 'display-name': { type: 'string' } },
    });
    const [action, userName, ...rest] = positionals;
    if (!action) throw new UsageError('Name an action.');
    if (rest.length > 0) throw new UsageError(`Unexpected "${rest.join(' ')}".`);
    if (action !== 'list' && !userName) throw new UsageError(`${action} needs a user name.`);
    return { action, userName: userName ?? '', role: values.role, displayName: values['display-name'] };
  } catch (error) {
    throw error instanceof UsageError ? error : new UsageError((error as Error).message);
  }
}

/** Runs one action; answers the exit code (0 done, 1 refused, 2 wrong call). */
export async function runStaffCommand(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  io: StaffCommandIo,
): Promise<number> {
  let args;
  try {
    args = readArgs(argv);
  } catch (error) {
    io.err(`${(error as Error).message}\n${STAFF_USAGE}`);
    return 2;
  }
  const { dataDir, databaseUrl } = readEnv(env);
  let db;
  try {
    db = await openCommandStore({ dataDir, databaseUrl });
  } catch (error) {
    if (!(error instanceof StoreUnavailable)) throw error;
    io.err(error.message);
    return 1;
  }
  try {
    const result = await runAction(db, args, io);
    const audited = AUDITED[args.action];
    if (result.ok && audited) {
      await recordStaffAction(db, {
        at: new Date(),
        actor: 'staff-command',
        action: audited.action,
        key: args.userName.toLowerCase(),
        newValue: audited.newValue(args),
        detail: { command: args.action, operator: operator(env) },
      });
    }
    if (result.ok) io.out(result.message);
    else io.err(result.problem);
    return result.ok ? 0 : 1;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(error.message);
    return error.message.includes('not the same') ? 1 : 2;
  } finally {
    await db.close();
  }
}

async function runAction(
  db: Awaited<ReturnType<typeof openCommandStore>>,
  args: ReturnType<typeof readArgs>,
  io: StaffCommandIo,
): Promise<StaffAccountResult> {
  const { action, userName } = args;
  switch (action) {
    case 'add': {
      const role = roleOf(args.role);
      return addStaff(db, {
        userName,
        role,
        displayName: args.displayName,
        password: await askNewPassword(io, userName),
      });
    }
    case 'disable':
      return disableStaff(db, userName);
    case 'enable':
      return enableStaff(db, userName);
    case 'role':
      return setStaffRole(db, userName, roleOf(args.role));
    case 'reset-password':
      return resetStaffPassword(db, userName, await askNewPassword(io, userName));
    case 'reset-second-factor':
      return resetStaffSecondFactor(db, userName);
    case 'list': {
      const staff = await listStaff(db);
      for (const s of staff) {
        const notes = [s.disabled && 'disabled', s.secondFactor && 'TOTP', s.scenario && 'sandbox scenario user']
          .filter(Boolean)
          .join(', ');
        io.out(`${s.userName}\t${s.role}\t${s.displayName}${notes ? `\t(${notes})` : ''}`);
      }
      return {
        ok: true,
        message:
          staff.length === 0
            ? 'No staff yet: add the first with npm run staff -- add NAME --role publisher'
            : `${staff.length} staff.`,
      };
    }
    default:
      throw new UsageError(`Unknown action "${action}".\n${STAFF_USAGE}`);
  }
}
