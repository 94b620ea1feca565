/** The kit's report: a table per call for people, the same rows as JSON for machines, and the exit code. */
import type { CallResult } from './outcome.ts';

const LABEL = {
  conforms: 'conforms',
  deviates: 'DEVIATES',
  'not-implemented': 'not implemented',
  skipped: 'skipped',
} as const;

/** One line per call, and one indented line per deviation (pointer, expected, got). */
export function reportTable(results: CallResult[]): string {
  const width = Math.max(...results.map((r) => r.call.length));
  const lines = results.flatMap((r) => {
    const { outcome } = r;
    const status = 'status' in outcome ? ` (${outcome.status})` : '';
    const why = outcome.kind === 'skipped' ? `: ${outcome.why}` : '';
    const head = `${r.call.padEnd(width)}  ${LABEL[outcome.kind]}${status}${why}`;
    if (outcome.kind !== 'deviates') return [head];
    return [
      head,
      ...outcome.deviations.map((d) => `    ${d.pointer || '(answer)'}: expected ${d.expected}, got ${d.got}`),
    ];
  });
  return [...lines, '', summary(results)].join('\n');
}

/** `N conform, N deviate, N not implemented, N skipped`. */
export function summary(results: CallResult[]): string {
  const count = (kind: CallResult['outcome']['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  return `${count('conforms')} conform, ${count('deviates')} deviate, ${count('not-implemented')} not implemented, ${count('skipped')} skipped`;
}

/** 1 when any call deviates from the contract, else 0. */
export function exitCodeOf(results: CallResult[]): number {
  return results.some((r) => r.outcome.kind === 'deviates') ? 1 : 0;
}
