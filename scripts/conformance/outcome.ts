/** What the conformance kit finds for one call of the contract. */

/** One place where an answer differs from the contract. */
export interface Deviation {
  /** JSON pointer into the answer's body ('' for the answer as a whole: its status or media type). */
  pointer: string;
  expected: string;
  got: string;
}

/** The finding for one call. */
export type Outcome =
  | { kind: 'conforms'; status: number }
  | { kind: 'deviates'; status: number; deviations: Deviation[] }
  | { kind: 'not-implemented'; status: number }
  | { kind: 'skipped'; why: string };

/** One row of the report: the contract's `METHOD /path` and what was found. */
export interface CallResult {
  call: string;
  outcome: Outcome;
}
