/**
 * Errors of the studio API (`/studio/api`): the same AppError, answered in the studio's own body
 * shape (`StudioError`: one sentence a staff member can act on, plus fields of the call's contract,
 * e.g. `DraftConflict` or `StudioProblems`), not the lender API's error body.
 */
import { AppError } from './app-error.ts';

/** An AppError whose body is `{ message, ...extra }`. */
export function studioError(status: number, message: string, extra: Record<string, unknown> = {}): AppError {
  return new AppError(status, 'StudioError', message, [], { message, ...extra });
}
