/**
 * Reports unhandled client errors to POST api/ClientError (access spec §7): Message, Stack and
 * UserAgent with angle brackets and braces escaped and the text trimmed; an identical report is
 * sent once only; a failed report is only logged (console.info: the e2e suite fails on console errors).
 */
import { api } from './api-client';

/** Body of POST api/ClientError. */
export interface ClientErrorReport {
  Message: string;
  Stack: string;
  UserAgent: string;
}

/** Longest text sent per field; a runaway stack must not turn the report into a large upload. */
export const MAX_REPORT_FIELD_LENGTH = 4000;

const escapes: Record<string, string> = { '<': '&lt;', '>': '&gt;', '{': '&#123;', '}': '&#125;' };

/** Escapes `<`, `>`, `{`, `}` as HTML entities, trims surrounding white space and caps the length. */
export function escapeReportText(text: string): string {
  return text
    .trim()
    .replace(/[<>{}]/g, (c) => escapes[c] ?? c)
    .slice(0, MAX_REPORT_FIELD_LENGTH);
}

/** Builds the report for any thrown value (Errors, strings, other values). */
export function toClientErrorReport(error: unknown, userAgent: string, extraStack = ''): ClientErrorReport {
  const message =
    error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : safeString(error);
  const stack = [error instanceof Error ? (error.stack ?? '') : '', extraStack]
    .filter((s) => s.trim() !== '')
    .join('\n');
  return { Message: escapeReportText(message), Stack: escapeReportText(stack), UserAgent: escapeReportText(userAgent) };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** A reporter that sends each distinct report once. */
export interface ClientErrorReporter {
  /** Reports an error; returns false when an identical report was already sent. */
  report(error: unknown, extraStack?: string): boolean;
}

/** Creates a reporter around a sender (the real one posts to api/ClientError; tests pass a fake). */
export function createClientErrorReporter(
  send: (report: ClientErrorReport) => Promise<unknown>,
  options: { userAgent?: string; log?: (message: string) => void } = {},
): ClientErrorReporter {
  const sent = new Set<string>();
  const log = options.log ?? ((message: string) => console.info(message));
  const userAgent = options.userAgent ?? (typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent);
  return {
    report(error, extraStack) {
      const report = toClientErrorReport(error, userAgent, extraStack);
      const key = `${report.Message}\u0000${report.Stack}`;
      if (sent.has(key)) return false;
      sent.add(key);
      send(report).catch(() => log(`Client error report could not be sent: ${report.Message}`));
      return true;
    },
  };
}

const defaultReporter = createClientErrorReporter((report) =>
  api.post('ClientError', report, { skipUnauthorizedLogout: true }),
);

/** Reports an unhandled error with the portal's reporter. */
export function reportClientError(error: unknown, extraStack?: string): void {
  defaultReporter.report(error, extraStack);
}

/**
 * For React 19 root options `onCaughtError` / `onUncaughtError` (error boundaries):
 * `createRoot(el, { onCaughtError: reportReactError, onUncaughtError: reportReactError })`.
 */
export function reportReactError(error: unknown, info?: { componentStack?: string | undefined }): void {
  reportClientError(error, info?.componentStack ?? '');
}

/** Listens for window `error` and `unhandledrejection`; returns the function that stops listening. */
export function installClientErrorReporting(
  target: Window = window,
  reporter: ClientErrorReporter = defaultReporter,
): () => void {
  const onError = (event: ErrorEvent) => reporter.report(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => reporter.report(event.reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
