/** Environment of `npm start`, validated at start-up so a bad value fails with its name. */
import { fileURLToPath } from 'node:url';
import express from 'express';
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
  /**
   * TRUST_PROXY: the proxies in front of the sandbox whose X-Forwarded-For/-Proto/-Host Express
   * believes (a hop count, or addresses, subnets and the names loopback, linklocal, uniquelocal).
   */
  trustProxy?: number | string;
  /** NODE_ENV=production: JSON logs only (no banner), test controls off unless MOCK_CONTROLS=1. */
  production: boolean;
  /** Scenario staff and the publishers' second factor (staff-access.ts). */
  staffAccess: StaffAccess;
  /** Gateway mode (`UPSTREAM_API_URL`): the portal in front of the lender's real API host instead of the sandbox. */
  gateway?: GatewayEnv;
}

/** What gateway mode reads (docs/decisions/300-gateway-mode.md). */
export interface GatewayEnv {
  /** The lender's API host, e.g. `https://host.example`; every `/api/*` call but ApplicationOptions goes there. */
  upstreamUrl: string;
  /** `observe` (default): check the host's answers against the contract and log deviations; `off`: do not. */
  contract: 'observe' | 'off';
}

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Default folder of the sandbox's state: `<repo>/.data/sandbox` (ignored by git). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.data/sandbox', import.meta.url));

/**
 * Reads PORT (default 8080), HOST, SAMPLE, LOG_LEVEL, DATA_DIR, DATABASE_URL, TRUST_PROXY, NODE_ENV, MOCK_CONTROLS,
 * STAFF_TOTP_FOR_PUBLISHERS, UPSTREAM_API_URL and UPSTREAM_CONTRACT.
 */
export function readEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!(LEVELS as readonly string[]).includes(logLevel))
    throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${logLevel}"`);
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
    ...(env.TRUST_PROXY ? { trustProxy: readTrustProxy(env.TRUST_PROXY) } : {}),
    ...(env.UPSTREAM_API_URL ? { gateway: readGateway(env.UPSTREAM_API_URL, env.UPSTREAM_CONTRACT) } : {}),
  };
}

const TRUST_PROXY_HELP =
  'TRUST_PROXY must be the number of proxies in front of the sandbox (e.g. 1) or their addresses (e.g. loopback, 10.0.0.0/8)';

/**
 * A hop count or a list Express's own `trust proxy` setting accepts. `true` (trust every sender)
 * is refused: anyone could then choose the address the sign-in limits count against.
 */
function readTrustProxy(value: string): number | string {
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) {
    if (Number(trimmed) < 1) throw new Error(`${TRUST_PROXY_HELP}, got "${value}"`);
    return Number(trimmed);
  }
  try {
    // Express compiles the list here and throws on anything that is not an address, subnet or known name.
    express().set('trust proxy', trimmed);
  } catch {
    throw new Error(`${TRUST_PROXY_HELP}, got "${value}"`);
  }
  return trimmed;
}

function readGateway(url: string, contract = 'observe'): GatewayEnv {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below with the same message.
  }
  if (
    !parsed ||
    (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') ||
    parsed.username ||
    parsed.password ||
    parsed.search ||
    parsed.hash
  ) {
    throw new Error(
      `UPSTREAM_API_URL must be the host's http(s) origin without credentials or query, e.g. https://host.example, got "${url}"`,
    );
  }
  if (contract !== 'observe' && contract !== 'off')
    throw new Error(`UPSTREAM_CONTRACT must be observe or off, got "${contract}"`);
  return { upstreamUrl: parsed.origin + parsed.pathname.replace(/\/+$/, ''), contract };
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
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    throw new Error(`WORKERS must be a whole number from 1 to 64, got "${env.WORKERS}"`);
  if (workers > 1 && !env.DATABASE_URL) throw new Error(WORKERS_NEED_DATABASE_URL);
  return workers;
}
