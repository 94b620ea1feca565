import { describe, expect, it } from 'vitest';
import { compareCells, nextSort, sortRows } from './table-sort';

describe('table sort (accounts spec §4 "Table sorting")', () => {
  it('a click on the sorted column toggles descending and ascending', () => {
    const first = nextSort({ column: 'date', direction: 'desc' }, 'date');
    expect(first).toEqual({ column: 'date', direction: 'asc' });
    expect(nextSort(first, 'date')).toEqual({ column: 'date', direction: 'desc' });
  });

  it('a click on another column sorts it descending first', () => {
    expect(nextSort({ column: 'date', direction: 'asc' }, 'amount')).toEqual({ column: 'amount', direction: 'desc' });
  });

  it('numbers sort by value, not as text', () => {
    const rows = [{ v: 100 }, { v: -5 }, { v: 20 }, { v: 3.5 }];
    expect(sortRows(rows, 'number', 'asc', (r) => r.v).map((r) => r.v)).toEqual([-5, 3.5, 20, 100]);
    expect(sortRows(rows, 'number', 'desc', (r) => r.v).map((r) => r.v)).toEqual([100, 20, 3.5, -5]);
  });

  it('dates sort by time, including ISO date-times; blanks come first ascending', () => {
    const rows = ['2026-11-02', '2025-12-31', '', '2026-01-15T08:00:00Z'];
    expect(sortRows(rows, 'date', 'asc', (r) => r)).toEqual(['', '2025-12-31', '2026-01-15T08:00:00Z', '2026-11-02']);
  });

  it('strings sort case-insensitively with numbers inside read as numbers', () => {
    const rows = ['payment 10', 'Payment 9', 'accrual'];
    expect(sortRows(rows, 'string', 'asc', (r) => r)).toEqual(['accrual', 'Payment 9', 'payment 10']);
    expect(compareCells('string', 'é', 'e')).toBe(0);
  });

  it('is stable: equal values keep their previous order', () => {
    const rows = [
      { id: 1, d: 'A' },
      { id: 2, d: 'B' },
      { id: 3, d: 'A' },
    ];
    expect(sortRows(rows, 'string', 'desc', (r) => r.d).map((r) => r.id)).toEqual([2, 1, 3]);
  });

  it('sorts 5,000 rows without changing the input', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ amount: (i * 7919) % 5000 }));
    const sorted = sortRows(rows, 'number', 'asc', (r) => r.amount);
    expect(sorted[0]?.amount).toBe(0);
    expect(sorted[4999]?.amount).toBe(4999);
    expect(rows[1]?.amount).toBe(7919 % 5000);
  });
});
