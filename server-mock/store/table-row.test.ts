import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../testing/database-backends.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { insertPayment, listActivePayments, PAYMENTS_TABLE, type StoredPayment } from './payments/payments-repo.ts';
import { readFirstRow, readRows, type TableShape } from './table-row.ts';

/** Every typed table: its declared columns must be the migrated table's, no more and no fewer. */
const SHAPES: TableShape<object>[] = [PAYMENTS_TABLE];

/** How a column of each SQL type comes back (store/database.ts). */
const JS_TYPE: Record<string, string> = {
  text: 'string',
  integer: 'number',
  boolean: 'boolean',
  'timestamp with time zone': 'Date',
};

const payment: StoredPayment = {
  referenceNumber: '40518001',
  token: 'tok-1',
  accountNumber: '0001-734140-5',
  userName: 'basic.user',
  kind: 'recurring',
  status: 'active',
  isCard: false,
  methodLastFour: '6789',
  profileId: 'p-1',
  methodLabel: 'Checking',
  amountCents: 25_000,
  firstPartyFeeCents: 0,
  thirdPartyFeeCents: 295,
  additionalPrincipalCents: 1_000,
  paymentDate: '2026-12-01',
  recurringOption: 'DaysBeforeDue',
  daysBeforeDue: 5,
  isPayoff: false,
  canDelete: true,
  hasBeenPosted: false,
};

describe.each(backends)('typed table rows on $name', { timeout: 60_000 }, (backend) => {
  let handle: Awaited<ReturnType<(typeof backends)[number]['open']>>;
  let db: Database;
  beforeAll(async () => {
    handle = await backend.open();
    db = handle.db;
    await migrate(db);
  });
  afterAll(() => handle.close());

  it.each(SHAPES.map((shape) => [shape.table, shape] as const))(
    'the row type of %s names exactly the columns of the migrated table',
    async (table, shape) => {
      const rows = await db.query<{ column_name: string }>(
        'select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1',
        [table],
      );
      expect(Object.keys(shape.columns).sort()).toEqual(rows.map((r) => r.column_name).sort());
    },
  );

  it('when a query is read through its row reader then each row comes back in the repository type; no row is undefined', async () => {
    const read = (row: { n: number }) => `#${row.n}`;
    expect(await readRows(db, read, 'select generate_series(1, $1::int) as n', [3])).toEqual(['#1', '#2', '#3']);
    expect(await readFirstRow(db, read, 'select 7 as n')).toBe('#7');
    expect(await readFirstRow(db, read, 'select 7 as n where false')).toBeUndefined();
  });

  it('a payment written from its typed row reads back field for field, each column as its SQL type promises', async () => {
    await insertPayment(db, payment, new Date('2026-11-20T15:00:00Z'));
    expect(await listActivePayments(db, payment.accountNumber, 'recurring')).toEqual([payment]);
    const types = await db.query<{ column_name: string; data_type: string }>(
      "select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = 'payments'",
    );
    const [row] = await db.query<Record<string, unknown>>('select * from payments where token = $1', [payment.token]);
    for (const { column_name, data_type } of types) {
      const value = row![column_name];
      const seen = value instanceof Date ? 'Date' : typeof value;
      expect([column_name, seen]).toEqual([column_name, JS_TYPE[data_type]]);
    }
  });
});
