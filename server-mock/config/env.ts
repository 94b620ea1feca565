/** Environment of `npm start`, validated at start-up so a bad value fails with its name. */
import { fileURLToPath } from 'node:url';

/** What main.ts reads from the environment. */
export interface SandboxEnv {
  port: number;
  host: string;
  sampleId: string;
  controlsEnabled: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Folder that keeps the sandbox's state across restarts. */
  dataDir: string;
  /** NODE_ENV=production: JSON logs only (no banner), test controls off unless MOCK_CONTROLS=1. */
  production: boolean;
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Default folder of the sandbox's state: `<repo>/.data/sandbox` (ignored by git). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/sandbox', import.meta.url));

/** Reads PORT (default 8080), HOST, SAMPLE, LOG_LEVEL, DATA_DIR, NODE_ENV and MOCK_CONTROLS. */
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
  };
}
