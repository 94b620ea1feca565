/** Environment of `npm start`, validated at start-up so a bad value fails with its name. */
import { fileURLToPath } from 'node:url';
import { readStaffAccess, type StaffAccess } from './staff-access.ts';

/** What main.ts reads from the environment. */
export interface SandboxEnv {
  port: number;
  host: string;
  sampleId: string;
  controlsEnabled: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder that keeps the sandbox's state across restarts. */
  dataDir: string;
  /** A PostgreSQL server database (`DATABASE_URL`) instead of the folder, when set. */
  databaseUrl?: string;
  /** NODE_ENV=production: JSON logs only (no banner), test controls off unless MOCK_CONTROLS=1. */
  production: boolean;
  /** Scenario staff and the publishers' second factor (staff-access.ts). */
  staffAccess: StaffAccess;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Default folder of the sandbox's state: `<repo>/.data/sandbox` (ignored by git). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/sandbox', import.meta.url));

/** Reads PORT (default 8080), HOST, SAMPLE, LOG_LEVEL, DATA_DIR, DATABASE_URL, NODE_ENV, MOCK_CONTROLS and STAFF_TOTP_FOR_PUBLISHERS. */
export function readEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LEVELS as readonly string[]).includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    sampleId: env.SAMPLE ?? 'default',
    // Test controls let anyone change the sandbox, so production needs an explicit opt-in.
    controlsEnabled: env.NODE_ENV !== 'production' || env.MOCK_CONTROLS === '1',
    logLevel: logLevel as SandboxEnv['logLevel'],
    dataDir: env.DATA_DIR || DEFAULT_DATA_DIR,
    production: env.NODE_ENV === 'production',
    staffAccess: readStaffAccess(env),
    ...(env.DATABASE_URL ? { databaseUrl: readDatabaseUrl(env.DATABASE_URL) } : {}),
  };
}

function readDatabaseUrl(value: string): string {
  let protocol = '';
  try {
    protocol = new URL(value).protocol;
  } catch {
    // Reported below with the same message.
  }
  if (protocol !== 'postgres:' && protocol !== 'postgresql:') {
    throw new Error('DATABASE_URL must be a PostgreSQL URL, e.g. postgres://user:password@localhost:5432/sandbox');
  }
  return value;
}

/** Message when WORKERS asks for several processes on PGlite. */
export const WORKERS_NEED_DATABASE_URL =
  'WORKERS needs DATABASE_URL: PGlite keeps the data in one process\'s folder. Set DATABASE_URL=postgres://... (see "Run with PostgreSQL" in the README), or leave WORKERS unset.';

/** How many server processes `npm start` runs (WORKERS, default 1); more than one needs DATABASE_URL. */
export function readWorkers(env: NodeJS.ProcessEnv): number {
  const workers = Number(env.WORKERS || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, got "${env.WORKERS}"`);
  if (workers > 1 && !env.DATABASE_URL) throw new Error(WORKERS_NEED_DATABASE_URL);
  return workers;
}
