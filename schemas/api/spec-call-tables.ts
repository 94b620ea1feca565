/**
 * The spec's call tables as data in the repository (`spec-calls.json`, written by
 * `npm run gen:spec-calls` from the spec documents), so the contract tests read nothing outside it.
 */
import tablesJson from './spec-calls.json';
import { callsInRows, type SpecArea, type SpecCall, type SpecCallTables } from './spec-calls.ts';

/** The stored tables. */
export const specCallTables = tablesJson as SpecCallTables;

/** The section-7 table rows of an area's document, cells as written. */
export function callTableRows(area: SpecArea): string[][] {
  const stored = specCallTables.areas[area];
  if (!stored) throw new Error(`spec-calls.json has no "${area}" area: run npm run gen:spec-calls`);
  return stored.rows;
}

/** Every distinct call the area's table names. */
export function areaCalls(area: SpecArea): SpecCall[] {
  return callsInRows(callTableRows(area));
}
