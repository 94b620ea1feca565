/**
 * Reads the API calls out of the spec documents' section-7 tables ("The calls it makes"), so a test can
 * prove every call has an operation in `schemas/api/openapi.yaml`.
 *
 * The tables are prose, not data, so the rules below follow how the three documents actually write calls:
 * - `POST api/ClientError` (no leading slash) → `/api/ClientError`;
 * - `GET /api/X?accountNumber` or `?AccountNumber&PayOffDate` → query dropped;
 * - `GET (new window) /api/X` → the parenthesis is a note, not part of the path;
 * - `POST /api/A/SubmitCard and SubmitAch`, `DeleteAch or DeleteCard` → a bare name after `and`/`or`
 *   replaces the last segment of the path before it;
 * - `GET /api/A, /api/B, /api/C` → comma lists of full paths;
 * - calls named inside an answer cell (`then GET /api/AccountHistory/DownloadAccountHistory ...`) count too.
 */

/** One `METHOD /path` pair named by a spec table. */
export interface SpecCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** Path with a leading slash, no query string, casing as the spec writes it. */
  path: string;
}

const METHOD_THEN_PATHS =
  /\b(GET|POST|PUT|DELETE|PATCH)\b(?:\s*\([^)]*\))?\s+(\/?api\/[^\s,;|]+(?:(?:\s*,\s*\/?api\/[^\s,;|]+)|(?:\s+(?:and|or)\s+(?:\/?api\/[^\s,;|]+|[A-Za-z][A-Za-z0-9]*)))*)/g;

/** `api/X?y` → `/api/X`. */
export function normalisePath(raw: string): string {
  const noQuery = raw.split('?')[0] ?? raw;
  return noQuery.startsWith('/') ? noQuery : `/${noQuery}`;
}

/** Every call named in one table cell (or any text), in order. */
export function callsInText(text: string): SpecCall[] {
  const calls: SpecCall[] = [];
  for (const match of text.matchAll(METHOD_THEN_PATHS)) {
    const method = match[1] as SpecCall['method'];
    const pieces = (match[2] ?? '').split(/\s*,\s*|\s+(?:and|or)\s+/);
    let previous = '';
    for (const piece of pieces) {
      const isFullPath = /^\/?api\//.test(piece);
      // A bare name shares everything but the last segment with the path before it.
      const path = isFullPath ? normalisePath(piece) : previous.replace(/[^/]+$/, piece);
      calls.push({ method, path });
      previous = path;
    }
  }
  return calls;
}

/** The text of section 7 (from its `## 7.` heading to the next `## ` heading). */
export function callSection(markdown: string): string {
  const start = markdown.search(/^## 7\.[^\n]*$/m);
  if (start < 0) throw new Error('No "## 7." section (The calls it makes) in the spec document');
  const rest = markdown.slice(start + 5);
  const end = rest.search(/^## /m);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Table body rows of a markdown text (header and separator rows left out), split into cells. */
export function tableRows(section: string): string[][] {
  const lines = section.split('\n').filter((line) => line.trim().startsWith('|'));
  return lines
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split('|')
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)))
    .filter((cells) => !/^method and path$/i.test(cells[0] ?? ''));
}

/** Every distinct call named in table rows (any cell), in order of first mention. */
export function callsInRows(rows: readonly (readonly string[])[]): SpecCall[] {
  const seen = new Map<string, SpecCall>();
  for (const cells of rows) {
    for (const call of cells.flatMap(callsInText)) seen.set(callKey(call), call);
  }
  return [...seen.values()];
}

/** Every distinct call in the section-7 tables of one spec document. */
export function specCalls(markdown: string): SpecCall[] {
  return callsInRows(tableRows(callSection(markdown)));
}

/** The spec document each API area's calls are listed in. */
export const SPEC_DOCUMENTS = {
  access: 'access-session-shell.md',
  payments: 'payments.md',
  accounts: 'accounts-self-service.md',
} as const;

/** An API area: `access`, `payments` or `accounts`. */
export type SpecArea = keyof typeof SPEC_DOCUMENTS;

/** The shape of `spec-calls.json`: each area's section-7 table rows, copied from its document. */
export interface SpecCallTables {
  /** Where the data comes from and how to regenerate it. */
  note: string;
  areas: Record<string, { source: string; sha256: string; rows: string[][] }>;
}

/** `GET /api/X`: the key tests compare on. */
export function callKey(call: SpecCall): string {
  return `${call.method} ${call.path}`;
}
