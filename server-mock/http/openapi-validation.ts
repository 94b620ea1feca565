/**
 * Checks every `/api` and `/__mock` request against the contract (`schemas/api/openapi.yaml`) with
 * express-openapi-validator before any route runs, and in tests checks responses too
 * (docs/decisions/090-request-validation.md). Contract violations become `AppError`s, so the one
 * error middleware answers them in the contract's error envelope, one item per offending field.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import { loadOpenApiDocument, type OpenApiDocument } from '../../schemas/api/openapi-document.ts';
import { isWholeCents } from '../../schemas/src/rules/money.ts';
import { MAX_UPLOAD_BYTES } from '../../schemas/src/rules/upload-limits.ts';
import { AppError, type FieldProblem } from '../errors/app-error.ts';
import { FILE_TOO_LARGE } from '../use-cases/accounts/uploads.ts';

/** How the validation is mounted. */
export interface OpenApiValidationOptions {
  /** Largest JSON body (the app's `BODY_LIMIT`); bigger ones answer 413 `PayloadTooLarge`. */
  bodyLimit: string;
  /**
   * Check responses too: on in tests and e2e, off in `npm start` (it costs time and a violation is a bug to fix, not to
   * show users).
   */
  validateResponses: boolean;
}

/** The code of the 500 a response breaking the contract answers with (tests only). */
export const RESPONSE_VIOLATION = 'ResponseContractViolation';

/** Paths the contract covers; everything else (the built front ends, logos) is not validated. */
const CONTRACT_PATHS = /^\/(api|__mock)(\/|$)/i;

/** The format that stands in for `multipleOf: 0.01` (see `centsAsFormat`). */
const CENTS_FORMAT = 'sandbox-whole-cents';

/**
 * Amounts are `multipleOf: 0.01`, which ajv checks by dividing binary floats (2307.7 / 0.01 =
 * 230769.99999999997) and so refuses valid amounts; the validator passes no `multipleOfPrecision`
 * to ajv. In the sandbox's copy of the contract the keyword becomes a number format with a tolerance.
 */
export function centsAsFormat(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(centsAsFormat);
  if (typeof node !== 'object' || node === null) return;
  const schema = node as Record<string, unknown>;
  if (schema.multipleOf === 0.01 && schema.format === undefined) {
    delete schema.multipleOf;
    schema.format = CENTS_FORMAT;
  }
  Object.values(schema).forEach(centsAsFormat);
}

let parsedContract: OpenApiDocument | undefined;

/** The contract, parsed once per process (each app instance still compiles its own validators). */
function contract(): OpenApiDocument {
  if (!parsedContract) {
    parsedContract = loadOpenApiDocument();
    centsAsFormat(parsedContract);
  }
  // The validator resolves $refs in place; give each instance its own copy.
  return structuredClone(parsedContract);
}

/** The validator's error items: `path` like `/body/username`, `.query.accountNumber` or `/response/IsLoggedIn`. */
interface ValidatorErrorItem {
  path?: string;
  message?: string;
}

interface ValidatorError {
  status: number;
  message: string;
  errors: ValidatorErrorItem[];
}

function isValidatorError(err: unknown): err is ValidatorError {
  const e = err as Partial<ValidatorError> | null;
  return typeof e === 'object' && e !== null && typeof e.status === 'number' && Array.isArray(e.errors);
}

/** `/body/username` → `body.username`, the contract's `Field` spelling. */
export function fieldName(path: string | undefined): string {
  return (path ?? '').replace(/^[./]+/, '').replace(/\//g, '.');
}

function problemsOf(err: ValidatorError): FieldProblem[] {
  return err.errors.map((e) => ({ Field: fieldName(e.path), Detail: e.message ?? err.message }));
}

/** Maps the validator's HTTP errors to the sandbox's codes; other errors pass through unchanged. */
export function toContractError(err: unknown, multipart = false): unknown {
  if (!isValidatorError(err)) return err;
  // The validator reports a broken multipart stream (bad boundary, truncated part) as a 500; it is the client's fault.
  if (multipart && err.status >= 500) return new AppError(400, 'MalformedMultipart', err.message);
  switch (err.status) {
    case 400:
      return new AppError(400, 'BadRequest', err.message, problemsOf(err));
    case 404:
      return new AppError(404, 'NotFound', err.message);
    case 405:
      return new AppError(405, 'MethodNotAllowed', err.message);
    case 413:
      // An upload over the limit: the portal shows the answer's Message (spec §8 Upload), so it gets one.
      if (multipart)
        return new AppError(413, 'PayloadTooLarge', err.message, [], {
          HasNoErrors: false,
          Errors: [{ ErrorMessage: 'PayloadTooLarge' }],
          Message: FILE_TOO_LARGE,
        });
      return new AppError(413, 'PayloadTooLarge', err.message);
    case 415:
      return new AppError(415, 'UnsupportedMediaType', err.message);
    default:
      return err.status >= 400 && err.status < 500
        ? new AppError(err.status, 'BadRequest', err.message, problemsOf(err))
        : err;
  }
}

const translateErrors: ErrorRequestHandler = (err, req, _res, next) =>
  next(toContractError(err, req.is('multipart/form-data') === 'multipart/form-data'));

function isErrorEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'HasNoErrors' in body && body.HasNoErrors === false;
}

/** A response that breaks the contract: a 500 naming the field, so the handler test that caused it fails loudly. */
function onResponseViolation(
  err: { message: string; errors?: ValidatorErrorItem[] },
  body: unknown,
  req: Request,
): void {
  // Error answers given by middleware before any route (an injected fault, a session guard) are not the
  // operation's own answers; faults may use any status on purpose.
  if (req.route === undefined && isErrorEnvelope(body)) return;
  const fields = (err.errors ?? []).map((e) => ({ Field: fieldName(e.path), Detail: e.message ?? err.message }));
  throw new AppError(
    500,
    RESPONSE_VIOLATION,
    `${req.method} ${req.originalUrl.split('?')[0]} answered ${err.message}`,
    fields,
  );
}

/** `METHOD /path` (path in lower case, as Express matches) of every operation whose request body is required. */
export function requiredBodyOperations(doc: OpenApiDocument): Set<string> {
  const keys = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const body = (operation as { requestBody?: { required?: boolean } }).requestBody;
      if (body?.required === true) keys.add(`${method.toUpperCase()} ${path.toLowerCase()}`);
    }
  }
  return keys;
}

/**
 * An empty body is no body. body-parser turns an empty JSON body into `{}`, and the validator then
 * accepts it wherever the body's schema has no required fields; so a call whose contract requires a
 * body and that declares none (Content-Length 0, or neither length nor chunked encoding) answers 400 here.
 */
function requireDeclaredBodies(required: Set<string>): RequestHandler {
  return (req, _res, next) => {
    const length = req.headers['content-length'];
    const empty = length === '0' || (length === undefined && req.headers['transfer-encoding'] === undefined);
    if (empty && required.has(`${req.method} ${req.path.toLowerCase()}`)) {
      return next(
        new AppError(400, 'BadRequest', 'request body is required', [
          { Field: 'body', Detail: 'request body is required' },
        ]),
      );
    }
    next();
  };
}

/** Declared query parameter names per `METHOD /path` (path in lower case), path-level parameters included. */
export function declaredQueryParameters(doc: OpenApiDocument): Map<string, Set<string>> {
  const declared = new Map<string, Set<string>>();
  const namesOf = (list: unknown): string[] =>
    (Array.isArray(list) ? list : [])
      .filter(
        (p): p is { name: string; in: string } =>
          typeof p === 'object' && p !== null && (p as { in?: unknown }).in === 'query',
      )
      .map((p) => p.name);
  for (const [path, item] of Object.entries(doc.paths)) {
    const shared = namesOf(item.parameters);
    for (const [method, operation] of Object.entries(item)) {
      if (method === 'parameters') continue;
      const own = namesOf((operation as { parameters?: unknown }).parameters);
      declared.set(`${method.toUpperCase()} ${path.toLowerCase()}`, new Set([...shared, ...own]));
    }
  }
  return declared;
}

/**
 * Unknown query parameters answer 400. The validator is set to refuse them, but skips the check on
 * operations with an `allowReserved` parameter (seen on `GET /__mock/outbox?to=`), so the rule is
 * enforced here for every operation the contract declares.
 */
function refuseUnknownQueryParameters(declared: Map<string, Set<string>>): RequestHandler {
  return (req, _res, next) => {
    const known = declared.get(`${req.method} ${req.path.toLowerCase()}`);
    const unknown = known ? Object.keys(req.query as object).filter((name) => !known.has(name)) : [];
    if (unknown.length === 0) return next();
    const problems = unknown.map((name) => ({ Field: `query.${name}`, Detail: `Unknown query parameter '${name}'` }));
    next(new AppError(400, 'BadRequest', problems[0]!.Detail, problems));
  };
}

/** The middleware chain to mount at the app's root, before the API routes. */
export function openApiValidation(options: OpenApiValidationOptions): RequestHandler[] {
  const apiSpec = contract();
  const validator = OpenApiValidator.middleware({
    apiSpec: apiSpec as unknown as string,
    formats: { [CENTS_FORMAT]: { type: 'number', validate: isWholeCents } },
    validateApiSpec: false, // schemas/api tests validate the document once; here it would cost every app start
    // Bodies are not coerced (a number where a string belongs is a 400); the validator always coerces
    // query, path and header parameters, which arrive as text.
    validateRequests: { allowUnknownQueryParameters: false, coerceTypes: false, removeAdditional: false },
    validateResponses: options.validateResponses ? { onError: onResponseViolation } : false,
    validateSecurity: false, // the session guard answers 401 with the spec's `Unauthorized`
    ignorePaths: (path: string) => !CONTRACT_PATHS.test(path),
    ignoreUndocumented: false, // unknown /api paths answer 404 here
    // No storage given: multer keeps the file in memory (`req.files[i].buffer`).
    fileUploader: { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } },
  });
  return [
    express.json({ limit: options.bodyLimit }),
    requireDeclaredBodies(requiredBodyOperations(apiSpec)),
    refuseUnknownQueryParameters(declaredQueryParameters(apiSpec)),
    ...validator,
    translateErrors,
  ] as RequestHandler[];
}
