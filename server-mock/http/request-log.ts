/** One log line per request: method, path (no query string: it may carry tokens), status, time. */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/**
 * The headers a request line keeps: what tells clients and proxies apart, never a credential (so the
 * line needs no redaction pass over every header of every request).
 */
const LOGGED_HEADERS = ['user-agent', 'referer', 'content-type', 'content-length', 'x-forwarded-for'] as const;

function loggedHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const name of LOGGED_HEADERS) {
    const value = headers[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/** Logs each finished request with its telling headers. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: mounted routers strip their prefix from req.url while they run.
    const { method, path } = req;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Info even for 5xx: real failures are logged once, with their stack, by the error middleware.
      logger.info(
        { req: { method, path, headers: loggedHeaders(req.headers) }, status: res.statusCode, ms },
        'request',
      );
    });
    next();
  };
}
