/**
 * The one error middleware: every failure (thrown or rejected in a handler, body parser errors,
 * unknown paths) answers with the API's error body. Express 5 forwards rejected promises from
 * async handlers here, so handlers need no try/catch.
 */
import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { AppError, errorBody } from '../errors/app-error.ts';

/** Errors raised by body-parser and serve-static carry a status and sometimes a type. */
interface HttpLikeError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Maps any error to an AppError; unknown errors become a 500 `ServerError`. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = (typeof err === 'object' && err !== null ? err : {}) as HttpLikeError;
  if (e.type === 'entity.parse.failed') return new AppError(400, 'MalformedJson', 'The request body is not valid JSON');
  if (e.type === 'entity.too.large') return new AppError(413, 'PayloadTooLarge', 'The request body is too large');
  const status = e.status ?? e.statusCode;
  if (status === 404) return AppError.notFound('The resource');
  if (status !== undefined && status >= 400 && status < 500) return new AppError(status, 'BadRequest');
  return new AppError(500, 'ServerError');
}

/** Headers an error answer carries besides its body (`Retry-After` of a 429). */
export function setErrorHeaders(res: Response, error: AppError): void {
  if (error.retryAfterSeconds !== undefined) res.set('Retry-After', String(error.retryAfterSeconds));
}

/** Answers 404 for anything no route took. */
export const notFound: RequestHandler = (req) => {
  throw AppError.notFound(`${req.method} ${req.path}`);
};

/** Creates the error middleware; unexpected errors are logged once, with their stack. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const appError = toAppError(err);
    if (appError.status >= 500) logger.error({ err, method: req.method, path: req.path }, 'request failed');
    else logger.debug({ errorCode: appError.code, detail: appError.message, path: req.path }, 'request refused');
    setErrorHeaders(res, appError);
    res.status(appError.status).json(appError.body ?? errorBody(appError.code, appError.fields));
  };
}
