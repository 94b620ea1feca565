/**
 * The one error type of the sandbox. Routes and use cases throw it; the error middleware turns it
 * into the lender API's error body `{ HasNoErrors: false, Errors: [{ ErrorMessage }] }`, where
 * `ErrorMessage` is the machine code the portal maps to a text (spec §8, e.g. `Invalid`).
 */
export class AppError extends Error {
  /** HTTP status to answer with. */
  readonly status: number;
  /** The code placed in `Errors[0].ErrorMessage`. */
  readonly code: string;
  /** Contract violations: one error item per offending field (docs/decisions/090-request-validation.md). */
  readonly fields: readonly FieldProblem[];

  /**
   * An answer body other than the standard one, for calls whose contract answers errors in their own shape (uploads'
   * Message).
   */
  readonly body?: object;

  /** Seconds the caller should wait before trying again (answered as `Retry-After`, with 429). */
  retryAfterSeconds?: number;

  constructor(status: number, code: string, message?: string, fields: readonly FieldProblem[] = [], body?: object) {
    super(message ?? code);
    this.name = 'AppError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    if (body) this.body = body;
  }

  /** 400: the request cannot be read (missing field, wrong type). */
  static badRequest(detail: string): AppError {
    return new AppError(400, 'BadRequest', detail);
  }

  /** 401 `Unauthorized`: no token, an unknown one, or an expired session (the portal logs out). */
  static unauthorized(): AppError {
    return new AppError(401, 'Unauthorized');
  }

  /** 403 with the code the spec's error catalogue defines (`Invalid`, `Unauthorized`, ...). */
  static forbidden(code: string): AppError {
    return new AppError(403, code);
  }

  /** 429 `MaxAttemptsReached` (the spec's code for too many attempts): try again after `retryAfterSeconds`. */
  static tooManyAttempts(retryAfterSeconds: number): AppError {
    const error = new AppError(429, 'MaxAttemptsReached');
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }

  /** 404 for an unknown path or resource. */
  static notFound(what: string): AppError {
    return new AppError(404, 'NotFound', `${what} was not found`);
  }
}

/** A request (or, in tests, response) field that breaks the contract, e.g. `body.username`. */
export interface FieldProblem {
  Field: string;
  Detail: string;
}

/** The error body every failing API call answers with. */
export interface ErrorBody {
  HasNoErrors: false;
  Errors: ({ ErrorMessage: string } & Partial<FieldProblem>)[];
}

/** Builds the error body for a code; with field problems, one error item per field (same code). */
export function errorBody(code: string, fields: readonly FieldProblem[] = []): ErrorBody {
  if (fields.length === 0) return { HasNoErrors: false, Errors: [{ ErrorMessage: code }] };
  return { HasNoErrors: false, Errors: fields.map((f) => ({ ErrorMessage: code, Field: f.Field, Detail: f.Detail })) };
}
