/**
 * Structured logs (pino, one JSON line per event) that never carry secrets: tokens, passwords,
 * secret answers, SSNs and card data are redacted by key wherever they sit in a logged object,
 * and free text (client error reports) is scrubbed of token- and card-shaped runs.
 */
import { pino, type DestinationStream, type Level, type Logger } from 'pino';

/** Log level names accepted by the sandbox, `silent` included for tests and bench. */
export type LogLevel = Level | 'silent';

/** Field names whose values are secrets, lower-cased (keys are compared ignoring case). */
const SECRET_KEYS = new Set(
  [
    'Password',
    'PasswordConfirm',
    'PasswordToValidate',
    'PasswordAnswer',
    'NewPassword',
    'OldPassword',
    'SecretAnswer',
    'UserToken',
    'Token',
    'TrustedDeviceToken',
    'TrustedDeviceTokens',
    'ChangePasswordToken',
    'BiometricsToken',
    'MFAToken',
    'ResetToken',
    'PasswordToken',
    'PassableToken',
    'Enc',
    'EncryptedUserData',
    'Code',
    'SocialSecurityNumber',
    'Ssn',
    'CardNumber',
    'Cvv',
    'Cvc',
    'SecurityCode',
    'Authorization',
    'Cookie',
    'Set-Cookie',
  ].map((k) => k.toLowerCase()),
);

/** Text values under keys ending like these are secrets too (`PasswordToken`, `NewPassword`, ...). */
const SECRET_SUFFIXES = ['token', 'tokens', 'password'];

/**
 * Whether a field is a secret. A bank account number is one only beside a routing number (a typed
 * ACH payload); elsewhere `AccountNumber` names the borrower's loan or deposit account, which logs need.
 */
function isSecret(key: string, value: unknown, siblings: Record<string, unknown>): boolean {
  const lower = key.toLowerCase();
  if (SECRET_KEYS.has(lower)) return true;
  if (typeof value === 'string' && SECRET_SUFFIXES.some((suffix) => lower.endsWith(suffix))) return true;
  return lower === 'accountnumber' && Object.keys(siblings).some((k) => k.toLowerCase() === 'routingnumber');
}

/** How deep in a logged object secrets are looked for. */
const MAX_DEPTH = 6;

/**
 * A copy of `value` with every secret field replaced — passwords, tokens, SSNs, card numbers and
 * security codes, bank account numbers of ACH payloads — at any depth and in any spelling
 * (`Password`, `password`; Node lower-cases header names). One walk over the logged object:
 * cheaper than path-based redaction with wildcards, which needs a path per depth and spelling.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (typeof value !== 'object' || value === null || value instanceof Error || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = isSecret(key, item, value as Record<string, unknown>) ? REDACTED : redactSecrets(item, depth + 1);
  }
  return copy;
}

/** What replaces a secret in the logs. */
export const REDACTED = '[Redacted]';

/**
 * Scrubs free text: runs of 24+ token characters containing a digit (user tokens, reset links)
 * and 13 to 19 digit card-like numbers (spaces or dashes allowed between groups).
 */
export function scrubText(text: string): string {
  return text
    .replace(/\b(?:\d[ -]?){12,18}\d\b/g, REDACTED)
    .replace(/[A-Za-z0-9_+/-]{24,}/g, (run) => (/\d/.test(run) ? REDACTED : run));
}

/** Options of the sandbox logger. */
export interface LoggerOptions {
  level: LogLevel;
  /** Where lines go; stdout when omitted (tests pass a collecting stream). */
  destination?: DestinationStream;
}

/** Creates the sandbox logger with redaction on. */
export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    base: { service: 'server-mock' },
    formatters: { log: (object: Record<string, unknown>) => redactSecrets(object) as Record<string, unknown> },
  };
  return destination ? pino(options, destination) : pino(options);
}
