/** Readers for the access calls' bodies beyond `http/read-body.ts` (the contract has checked shapes already). */
import type { Request } from 'express';
import { AppError } from '../../errors/app-error.ts';

/** A boolean field; `fallback` when absent. */
export function booleanField<B extends object>(body: B, name: keyof B & string, fallback = false): boolean {
  const value: unknown = body[name];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw AppError.badRequest(`${name} must be a boolean`);
  return value;
}

/** An object field (nested payloads). */
export function objectField(body: Record<string, unknown>, name: string): Record<string, unknown> {
  const value = body[name];
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw AppError.badRequest(`${name} must be an object`);
  return value as Record<string, unknown>;
}

/** An array field of objects or scalars; `[]` when absent. */
export function arrayField(body: Record<string, unknown>, name: string): unknown[] {
  const value = body[name] ?? [];
  if (!Array.isArray(value)) throw AppError.badRequest(`${name} must be an array`);
  return value;
}

/** The caller's address, recorded with logins and consents. */
export function ipOf(req: Request): string {
  return req.ip ?? '';
}
