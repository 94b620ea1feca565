/** Payments (table `payments`): immediate, scheduled, recurring and wallet, money in cents. */
import type { Database } from '../database.ts';
import { insertRow, readFirstRow, readRows, type TableShape } from '../table-row.ts';

export type PaymentKind = 'immediate' | 'scheduled' | 'recurring' | 'wallet';
export type RecurringOptionName = 'Weekly' | 'BiWeekly' | 'SemiMonthly' | 'DayOfMonth' | 'DaysBeforeDue';

/** A payment as the sandbox keeps it. */
export interface StoredPayment {
  referenceNumber: string;
  /** EncryptedString (scheduled) / EncryptedData (recurring): names the payment in delete calls. */
  token: string;
  accountNumber: string;
  userName: string;
  kind: PaymentKind;
  status: 'active' | 'posted' | 'cancelled' | 'pending';
  isCard: boolean;
  methodLastFour: string;
  /** Null for single-use methods and wallets. */
  profileId: string | null;
  /** Card brand, bank account type or wallet name. */
  methodLabel: string;
  amountCents: number;
  firstPartyFeeCents: number;
  thirdPartyFeeCents: number;
  additionalPrincipalCents: number;
  /** yyyy-MM-dd: the pay date, or the first date of a recurring schedule. */
  paymentDate: string;
  recurringOption: RecurringOptionName | null;
  daysBeforeDue: number | null;
  isPayoff: boolean;
  canDelete: boolean;
  hasBeenPosted: boolean;
}

/** A row of `payments` as the database answers it (migration 060). */
export interface PaymentRow {
  reference_number: string;
  token: string;
  account_number: string;
  user_name: string;
  kind: PaymentKind;
  status: StoredPayment['status'];
  is_card: boolean;
  method_last_four: string;
  profile_id: string | null;
  method_label: string;
  amount_cents: number;
  first_party_fee_cents: number;
  third_party_fee_cents: number;
  additional_principal_cents: number;
  payment_date: string;
  recurring_option: RecurringOptionName | null;
  days_before_due: number | null;
  is_payoff: boolean;
  can_delete: boolean;
  has_been_posted: boolean;
  created_at: Date;
}

/** The table and its columns (checked against the migrated table by store/table-row.test.ts). */
export const PAYMENTS_TABLE: TableShape<PaymentRow> = {
  table: 'payments',
  columns: {
    reference_number: true,
    token: true,
    account_number: true,
    user_name: true,
    kind: true,
    status: true,
    is_card: true,
    method_last_four: true,
    profile_id: true,
    method_label: true,
    amount_cents: true,
    first_party_fee_cents: true,
    third_party_fee_cents: true,
    additional_principal_cents: true,
    payment_date: true,
    recurring_option: true,
    days_before_due: true,
    is_payoff: true,
    can_delete: true,
    has_been_posted: true,
    created_at: true,
  },
};

const fromRow = (r: PaymentRow): StoredPayment => ({
  referenceNumber: r.reference_number,
  token: r.token,
  accountNumber: r.account_number,
  userName: r.user_name,
  kind: r.kind,
  status: r.status,
  isCard: r.is_card,
  methodLastFour: r.method_last_four,
  profileId: r.profile_id,
  methodLabel: r.method_label,
  amountCents: r.amount_cents,
  firstPartyFeeCents: r.first_party_fee_cents,
  thirdPartyFeeCents: r.third_party_fee_cents,
  additionalPrincipalCents: r.additional_principal_cents,
  paymentDate: r.payment_date,
  recurringOption: r.recurring_option,
  daysBeforeDue: r.days_before_due,
  isPayoff: r.is_payoff,
  canDelete: r.can_delete,
  hasBeenPosted: r.has_been_posted,
});

/** The next confirmation number (a sequence, so numbers look like a host's and never repeat). */
export async function nextReferenceNumber(db: Database): Promise<string> {
  const [row] = await db.query<{ n: string }>("select nextval('payment_reference_seq')::text as n");
  return row!.n;
}

/** Records a payment. */
export async function insertPayment(db: Database, p: StoredPayment, at: Date): Promise<void> {
  await insertRow(db, PAYMENTS_TABLE, {
    reference_number: p.referenceNumber,
    token: p.token,
    account_number: p.accountNumber,
    user_name: p.userName,
    kind: p.kind,
    status: p.status,
    is_card: p.isCard,
    method_last_four: p.methodLastFour,
    profile_id: p.profileId,
    method_label: p.methodLabel,
    amount_cents: p.amountCents,
    first_party_fee_cents: p.firstPartyFeeCents,
    third_party_fee_cents: p.thirdPartyFeeCents,
    additional_principal_cents: p.additionalPrincipalCents,
    payment_date: p.paymentDate,
    recurring_option: p.recurringOption,
    days_before_due: p.daysBeforeDue,
    is_payoff: p.isPayoff,
    can_delete: p.canDelete,
    has_been_posted: p.hasBeenPosted,
    created_at: at,
  });
}

/** Active payments of one kind on a loan, by date. */
export async function listActivePayments(
  db: Database,
  accountNumber: string,
  kind: PaymentKind,
): Promise<StoredPayment[]> {
  return readRows(
    db,
    fromRow,
    `select * from payments where account_number = $1 and kind = $2 and status = 'active' order by payment_date, reference_number`,
    [accountNumber, kind],
  );
}

/** A payment by its token, only on that loan. */
export async function findPaymentByToken(
  db: Database,
  accountNumber: string,
  token: string,
): Promise<StoredPayment | undefined> {
  return readFirstRow(db, fromRow, 'select * from payments where account_number = $1 and token = $2', [
    accountNumber,
    token,
  ]);
}

/** Cancels one active payment; false when it was not active. */
export async function cancelPayment(db: Database, referenceNumber: string): Promise<boolean> {
  return (
    (await db.execute("update payments set status = 'cancelled' where reference_number = $1 and status = 'active'", [
      referenceNumber,
    ])) > 0
  );
}

/** Cancels the scheduled and recurring payments that use a saved method (deleting it cancels them). */
export async function cancelPaymentsUsingMethod(db: Database, profileId: string): Promise<number> {
  return db.execute(
    "update payments set status = 'cancelled' where profile_id = $1 and status = 'active' and kind in ('scheduled', 'recurring')",
    [profileId],
  );
}

/** Active scheduled and recurring payments of a loan dated on or before `today`, locked for this transaction. */
export async function lockDuePayments(tx: Database, accountNumber: string, today: string): Promise<StoredPayment[]> {
  return readRows(
    tx,
    fromRow,
    `select * from payments where account_number = $1 and status = 'active' and kind in ('scheduled', 'recurring') and payment_date <= $2
     order by payment_date, reference_number for update`,
    [accountNumber, today],
  );
}

/** The user's loans that have a scheduled or recurring payment due on or before `today`. */
export async function accountsWithDuePayments(db: Database, userName: string, today: string): Promise<string[]> {
  const rows = await db.query<{ account_number: string }>(
    `select distinct account_number from payments where user_name = $1 and status = 'active' and kind in ('scheduled', 'recurring') and payment_date <= $2
     order by account_number`,
    [userName, today],
  );
  return rows.map((r) => r.account_number);
}

/** Marks an active scheduled payment posted; false when another call already did (the guard of posting once). */
export async function markScheduledPosted(tx: Database, referenceNumber: string): Promise<boolean> {
  return (
    (await tx.execute(
      "update payments set status = 'posted', has_been_posted = true where reference_number = $1 and status = 'active'",
      [referenceNumber],
    )) > 0
  );
}

/** Moves an active recurring payment from `from` to its next date; false when it had already moved. */
export async function advanceRecurring(
  tx: Database,
  referenceNumber: string,
  from: string,
  to: string,
): Promise<boolean> {
  return (
    (await tx.execute(
      "update payments set payment_date = $3 where reference_number = $1 and status = 'active' and payment_date = $2",
      [referenceNumber, from, to],
    )) > 0
  );
}

/** A wallet payment by its checkout id (its token). */
export async function findWalletByToken(db: Database, token: string): Promise<StoredPayment | undefined> {
  return readFirstRow(db, fromRow, "select * from payments where token = $1 and kind = 'wallet'", [token]);
}

/** Ends a pending wallet payment as posted or cancelled; false when it was no longer pending. */
export async function settleWallet(
  tx: Database,
  referenceNumber: string,
  status: 'posted' | 'cancelled',
): Promise<boolean> {
  return (
    (await tx.execute(
      "update payments set status = $2, has_been_posted = $3 where reference_number = $1 and status = 'pending'",
      [referenceNumber, status, status === 'posted'],
    )) > 0
  );
}

/** A loan's wallet payments, newest first. */
export async function listWalletPayments(db: Database, accountNumber: string): Promise<StoredPayment[]> {
  return readRows(
    db,
    fromRow,
    "select * from payments where account_number = $1 and kind = 'wallet' order by created_at desc, reference_number desc",
    [accountNumber],
  );
}
