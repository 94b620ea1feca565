/** One log line per request: method, path (no query string: it may carry tokens), status, time. */
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** Logs each finished request; headers go through the logger's redaction. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    // Read now: mounted routers strip their prefix from req.url while they run.
    const { method, path } = req;
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      // Info even for 5xx: real failures are logged once, with their stack, by the error middleware.
      logger.info(
        { req: { method, path, headers: req.headers }, status: res.statusCode, ms },
        'request',
      );
    });
    next();
  };
}
