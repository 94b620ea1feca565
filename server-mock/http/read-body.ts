/** Small readers for JSON bodies: a wrong or missing field is a 400 naming the field. */
import type { Request } from 'express';
import type { paths } from '../../schemas/api/generated/api-types.ts';
import { AppError } from '../errors/app-error.ts';

/** The methods whose request may carry a JSON body. */
type BodyMethod = 'post' | 'put' | 'delete';

/** The JSON request body an operation declares; `never` when it declares none. */
type JsonBodyOf<O> = O extends { requestBody?: never }
  ? never
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B
    : never;

/** The contract paths (`/api/…`, `/__mock/…`, `/studio/api/…`) whose `M` request takes a JSON body. */
type BodyPath<M extends BodyMethod> = {
  [P in keyof paths]: [JsonBodyOf<paths[P][M]>] extends [never] ? never : P;
}[keyof paths];

/** The contract's JSON request body of a path and method (generated from schemas/api/openapi.yaml). */
export type ContractBody<P extends BodyPath<M>, M extends BodyMethod = 'post'> = JsonBodyOf<paths[P][M]>;

/** The parsed JSON object body; `{}` when there is none (Express 5 leaves `req.body` undefined). */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  if (body === undefined) return {};
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw AppError.badRequest('Body must be a JSON object');
  return body as Record<string, unknown>;
}

/**
 * The body of a route the contract describes, typed as the contract's request body of that path and method (POST
 * unless named; decisions 376, 401). Under `/api` the OpenAPI validation (`openapi-validation.ts`) has checked its
 * shape before the route runs; under `/studio/api` nothing has (decision 400), so a studio route still reads each
 * field with the readers below, whose names the type now checks. As {@link bodyOf}, a body that is not an object is
 * refused and a missing one is `{}`.
 */
export function contractBody<P extends BodyPath<M>, M extends BodyMethod = 'post'>(req: Request): ContractBody<P, M> {
  return bodyOf(req) as ContractBody<P, M>;
}

/** A required string field; on a contract body the name must be one of its fields. */
export function requiredString<B extends object>(body: B, name: keyof B & string): string {
  const value: unknown = body[name];
  if (typeof value !== 'string') throw AppError.badRequest(`${name} must be a string`);
  return value;
}

/** An optional string field; `fallback` when absent. */
export function optionalString<B extends object>(body: B, name: keyof B & string, fallback = ''): string {
  const value: unknown = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw AppError.badRequest(`${name} must be a string`);
  return value;
}

/** A flat object of string values (settings maps). */
export function stringMap(body: Record<string, unknown>, name: string): Record<string, string> {
  const value = body[name] ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw AppError.badRequest(`${name} must be an object`);
  for (const [key, v] of Object.entries(value)) {
    if (typeof v !== 'string') throw AppError.badRequest(`${name}.${key} must be a string`);
  }
  return value as Record<string, string>;
}

/** The user token of a call: the `UserToken` header the portal sends, else the body field. */
export function userTokenOf(req: Request, body: Record<string, unknown>): string | undefined {
  const fromHeader = req.get('UserToken');
  if (fromHeader) return fromHeader;
  return typeof body.UserToken === 'string' ? body.UserToken : undefined;
}

/** A flat object of scalar values (institution options: strings, numbers, booleans, null). */
export function scalarMap(
  body: Record<string, unknown>,
  name: string,
): Record<string, string | number | boolean | null> {
  const value = body[name] ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw AppError.badRequest(`${name} must be an object`);
  for (const [key, v] of Object.entries(value)) {
    if (v !== null && !['string', 'number', 'boolean'].includes(typeof v))
      throw AppError.badRequest(`${name}.${key} must be a scalar`);
  }
  return value as Record<string, string | number | boolean | null>;
}
