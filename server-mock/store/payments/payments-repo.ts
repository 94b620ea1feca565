/** Payments (table `payments`): immediate, scheduled, recurring and wallet, money in cents. */
import type { Database } from '../database.ts';

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

type Row = Record<string, unknown>;

const fromRow = (r: Row): StoredPayment => ({
  referenceNumber: r.reference_number as string,
  token: r.token as string,
  accountNumber: r.account_number as string,
  userName: r.user_name as string,
  kind: r.kind as PaymentKind,
  status: r.status as StoredPayment['status'],
  isCard: r.is_card as boolean,
  methodLastFour: r.method_last_four as string,
  profileId: (r.profile_id as string | null) ?? null,
  methodLabel: r.method_label as string,
  amountCents: Number(r.amount_cents),
  firstPartyFeeCents: Number(r.first_party_fee_cents),
  thirdPartyFeeCents: Number(r.third_party_fee_cents),
  additionalPrincipalCents: Number(r.additional_principal_cents),
  paymentDate: r.payment_date as string,
  recurringOption: (r.recurring_option as RecurringOptionName | null) ?? null,
  daysBeforeDue: r.days_before_due === null || r.days_before_due === undefined ? null : Number(r.days_before_due),
  isPayoff: r.is_payoff as boolean,
  canDelete: r.can_delete as boolean,
  hasBeenPosted: r.has_been_posted as boolean,
});

/** The next confirmation number (a sequence, so numbers look like a host's and never repeat). */
export async function nextReferenceNumber(db: Database): Promise<string> {
  const [row] = await db.query<{ n: string }>("select nextval('payment_reference_seq')::text as n");
  return row!.n;
}

/** Records a payment. */
export async function insertPayment(db: Database, p: StoredPayment, at: Date): Promise<void> {
  await db.execute(
    `insert into payments (reference_number, token, account_number, user_name, kind, status, is_card, method_last_four, profile_id,
       method_label, amount_cents, first_party_fee_cents, third_party_fee_cents, additional_principal_cents, payment_date,
       recurring_option, days_before_due, is_payoff, can_delete, has_been_posted, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      p.referenceNumber,
      p.token,
      p.accountNumber,
      p.userName,
      p.kind,
      p.status,
      p.isCard,
      p.methodLastFour,
      p.profileId,
      p.methodLabel,
      p.amountCents,
      p.firstPartyFeeCents,
      p.thirdPartyFeeCents,
      p.additionalPrincipalCents,
      p.paymentDate,
      p.recurringOption,
      p.daysBeforeDue,
      p.isPayoff,
      p.canDelete,
      p.hasBeenPosted,
      at,
    ],
  );
}

/** Active payments of one kind on a loan, by date. */
export async function listActivePayments(
  db: Database,
  accountNumber: string,
  kind: PaymentKind,
): Promise<StoredPayment[]> {
  const rows = await db.query<Row>(
    `select * from payments where account_number = $1 and kind = $2 and status = 'active' order by payment_date, reference_number`,
    [accountNumber, kind],
  );
  return rows.map(fromRow);
}

/** A payment by its token, only on that loan. */
export async function findPaymentByToken(
  db: Database,
  accountNumber: string,
  token: string,
): Promise<StoredPayment | undefined> {
  const [row] = await db.query<Row>('select * from payments where account_number = $1 and token = $2', [
    accountNumber,
    token,
  ]);
  return row ? fromRow(row) : undefined;
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
  const rows = await tx.query<Row>(
    `select * from payments where account_number = $1 and status = 'active' and kind in ('scheduled', 'recurring') and payment_date <= $2
     order by payment_date, reference_number for update`,
    [accountNumber, today],
  );
  return rows.map(fromRow);
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
  const [row] = await db.query<Row>("select * from payments where token = $1 and kind = 'wallet'", [token]);
  return row ? fromRow(row) : undefined;
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
  return (
    await db.query<Row>(
      "select * from payments where account_number = $1 and kind = 'wallet' order by created_at desc, reference_number desc",
      [accountNumber],
    )
  ).map(fromRow);
}
