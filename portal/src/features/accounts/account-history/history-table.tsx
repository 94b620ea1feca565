/**
 * The account history table: eight columns, every header a sort button (spec §4 "Table sorting"),
 * and row virtualization (@tanstack/react-virtual) from {@link VIRTUAL_FROM} rows on, so "All" on
 * an old loan (thousands of rows) keeps a few dozen rows in the DOM and sorts in one frame.
 * Spacer rows above and below the window keep a real <table> for screen readers and the phone's
 * card layout (history-section.css).
 */
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { sortRows, type SortState } from '@schemas/rules/table-sort';
import type { HistoryRow } from '@/api/accounts/account-types';
import { useLanguage } from '@/settings/language';
import { useSettings } from '@/settings/use-settings';
import { HISTORY_COLUMNS, sortValue } from './history-columns';

/** From this many rows on only the visible window is rendered. */
export const VIRTUAL_FROM = 150;
/**
 * Row heights in px, fixed by history-section.css (a table row; a card on a phone). Fixed heights
 * instead of measuring each row: no layout read per row while scrolling or re-sorting.
 */
export const ROW_HEIGHT = { table: 41, card: 208 } as const;
/**
 * Cards below 64rem, not only on phones: eight columns need about 850 px before the description gets any
 * room (history-section.css keeps the same breakpoint).
 */
const PHONE_QUERY = '(max-width: 63.99rem)';

function subscribePhone(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const isPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;

/** Props of {@link HistoryTable}. */
export interface HistoryTableProps {
  rows: readonly HistoryRow[];
  sort: SortState<keyof HistoryRow>;
  onSort: (field: keyof HistoryRow) => void;
  /** Accessible name of the scrolling region and caption of the table. */
  caption: string;
}

/**
 * Amounts right-aligned; the description takes the width the other columns leave and cuts a long text
 * with an ellipsis (its full text stays in the cell's title and for screen readers), so the table never
 * gets wider than its box (history-section.css).
 */
const cellClass = (c: (typeof HISTORY_COLUMNS)[number]) =>
  c.numeric ? 'is-numeric' : c.field === 'TransactionDescription' ? 'history-table__desc' : undefined;

const ariaSort = (sort: HistoryTableProps['sort'], field: keyof HistoryRow) =>
  sort.column === field ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined;

/** The sortable, virtualized history table. */
export function HistoryTable({ rows, sort, onSort, caption }: HistoryTableProps) {
  const settings = useSettings();
  const language = useLanguage();
  const scrollRef = useRef<HTMLDivElement>(null);
  const column = HISTORY_COLUMNS.find((c) => c.field === sort.column) ?? HISTORY_COLUMNS[0]!;
  const sorted = useMemo(
    () => sortRows(rows, column.kind, sort.direction, (r) => sortValue(r, column.field)),
    [rows, column, sort.direction],
  );
  const virtual = sorted.length >= VIRTUAL_FROM;
  const rowHeight = useSyncExternalStore(subscribePhone, isPhone, () => false) ? ROW_HEIGHT.card : ROW_HEIGHT.table;
  // The virtualizer hands out fresh functions on purpose, so the React Compiler leaves this component alone.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: virtual ? sorted.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    useFlushSync: false,
    // Before the first measurement (and in tests without layout) assume a window of about 12 rows.
    initialRect: { width: 960, height: 480 },
  });
  const items = virtual ? virtualizer.getVirtualItems() : [];
  const shown = virtual
    ? items.map((item) => ({ row: sorted[item.index]!, index: item.index }))
    : sorted.map((row, index) => ({ row, index }));
  const padTop = virtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = virtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const labels = HISTORY_COLUMNS.map((c) => settings.text(c.labelKey));

  return (
    // The scroll box is focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
    <div
      ref={scrollRef}
      className={`history-table${virtual ? ' history-table--virtual' : ''}`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      <table aria-rowcount={sorted.length + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {HISTORY_COLUMNS.map((c, i) => (
              <th key={c.field} scope="col" aria-sort={ariaSort(sort, c.field)} className={cellClass(c)}>
                <button type="button" className="history-table__sort" onClick={() => onSort(c.field)}>
                  {labels[i]}
                  <span aria-hidden="true" className="history-table__arrow">
                    {sort.column === c.field ? (sort.direction === 'asc' ? '▲' : '▼') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 ? <tr aria-hidden="true" className="history-table__spacer" style={{ height: padTop }} /> : null}
          {shown.map(({ row, index }) => (
            <tr key={index} aria-rowindex={index + 2}>
              {HISTORY_COLUMNS.map((c, i) => (
                <td key={c.field} data-label={labels[i]} className={cellClass(c)}>
                  <span
                    className="history-table__value"
                    title={c.field === 'TransactionDescription' ? c.cell(row, language) : undefined}
                  >
                    {c.cell(row, language)}
                  </span>
                </td>
              ))}
            </tr>
          ))}
          {padBottom > 0 ? (
            <tr aria-hidden="true" className="history-table__spacer" style={{ height: padBottom }} />
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
