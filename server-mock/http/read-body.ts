/**
 * The one module that reads `req.body` in the sandbox (ESLint holds it, decision 404). Every call the contract
 * describes reads its body typed with `contractBody` or `contractForm`. Under `/api` and `/__mock` the request
 * validation has checked it first; the studio's `/studio/api` is described but not validated at run time (decision
 * 400), so its routes read each field with the readers below: a wrong or missing field is a 400 naming the field.
 */
import type { Request } from 'express';
import type { paths } from '../../schemas/api/generated/api-types.ts';
import { AppError } from '../errors/app-error.ts';

/** The methods whose operations may take a request body. */
type BodyMethod = 'post' | 'put' | 'delete' | 'patch';

/** The media types of request bodies the sandbox reads. */
type BodyMedia = 'application/json' | 'multipart/form-data';

/** The request body of one operation in one media type; `never` when it takes none (or `Op` is no operation). */
type BodyOf<Op, M extends BodyMedia> = Op extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never] // `requestBody?: never`: the operation takes no body
    ? never
    : NonNullable<R> extends { content: { [K in M]: infer B } }
      ? B
      : never
  : never;

/** The body of a path in a media type, over the methods that take one (each path has at most one today). */
type PathBody<P extends keyof paths, M extends BodyMedia> = P extends unknown ? BodyOf<paths[P][BodyMethod], M> : never;

/** The contract paths (`/api`, `/__mock`, `/studio/api`) with a body of media type `M` on some method. */
type BodyPath<M extends BodyMedia> = {
  [P in keyof paths]: [PathBody<P, M>] extends [never] ? never : P;
}[keyof paths];

/** The contract paths with a JSON request body. */
export type JsonBodyPath = BodyPath<'application/json'>;

/**
 * The contract's JSON request body of a path (generated from schemas/api/openapi.yaml); for a union of paths,
 * the union of their bodies.
 */
export type ContractBody<P extends JsonBodyPath> = PathBody<P, 'application/json'>;

/** The name of the file part of the contract's multipart bodies: the validator's multer keeps it in `req.files`. */
type FilePart = 'file';

/** The contract paths with a multipart request body (the uploads). */
type FormBodyPath = BodyPath<'multipart/form-data'>;

/** The text fields of a path's multipart body (the file part is not in `req.body`). */
type ContractForm<P extends FormBodyPath> = P extends unknown
  ? Omit<PathBody<P, 'multipart/form-data'>, FilePart>
  : never;

/** The parsed JSON object body, untyped; `{}` when there is none (Express 5 leaves `req.body` undefined). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw AppError.badRequest('Body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The body of a route the contract describes, typed as the contract's request body (decisions 376, 404): any
 * method, `/api`, `/__mock` or `/studio/api`. Under `/api` and `/__mock` the OpenAPI validation
 * (`openapi-validation.ts`) has checked its shape, nested fields included, before the route runs, so the route reads
 * fields as the type says; under `/studio/api` nothing has (decision 400), so a studio route still reads each field
 * with the readers below, whose names the type checks; as {@link bodyOf}, a body
 * that is not an object is still refused and a missing one (an optional body) is `{}`.
 */
export function contractBody<P extends JsonBodyPath>(req: Request): ContractBody<P> {
  return bodyOf(req) as ContractBody<P>;
}

/**
 * The text fields of an upload's multipart body, typed from the contract and checked by the validation like
 * {@link contractBody}; the file itself is in `req.files`.
 */
export function contractForm<P extends FormBodyPath>(req: Request): ContractForm<P> {
  return bodyOf(req) as ContractForm<P>;
}

/** A required string field of a body outside the contract; on a typed body the name must be one of its fields. */
export function requiredString<B extends object>(body: B, name: keyof B & string): string {
  const value: unknown = body[name];
  if (typeof value !== 'string') throw AppError.badRequest(`${name} must be a string`);
  return value;
}

/** An optional string field of a body outside the contract; `fallback` when absent. */
export function optionalString<B extends object>(body: B, name: keyof B & string, fallback = ''): string {
  const value: unknown = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw AppError.badRequest(`${name} must be a string`);
  return value;
}

/** The user token of a call: the `UserToken` header the portal sends, else the body field. */
export function userTokenOf(req: Request, body: { UserToken?: string }): string | undefined {
  return req.get('UserToken') || body.UserToken || undefined;
}
