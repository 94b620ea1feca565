/**
 * Saved payment methods (table `payment_methods`) and the default per loan. A card row holds brand,
 * last four, expiry and its random profile token; a bank row holds type, routing number and last four.
 */
import type { Database } from '../database.ts';
import { readFirstRow, readRows } from '../table-row.ts';

/** A saved method as the sandbox keeps it. */
export interface StoredPaymentMethod {
  profileId: string;
  userName: string;
  isCard: boolean;
  lastFour: string;
  cardType: 'visa' | 'master' | 'amex' | 'discover' | null;
  debitCreditType: 'DebitCard' | 'CreditCard' | null;
  expirationDate: string | null;
  achAccountType: 'Checking' | 'Savings' | null;
  routingNumber: string | null;
  holderName: string;
}

interface Row {
  profile_id: string;
  user_name: string;
  is_card: boolean;
  last_four: string;
  card_type: StoredPaymentMethod['cardType'];
  debit_credit_type: StoredPaymentMethod['debitCreditType'];
  expiration_date: string | null;
  ach_account_type: StoredPaymentMethod['achAccountType'];
  routing_number: string | null;
  holder_name: string;
}

const fromRow = (r: Row): StoredPaymentMethod => ({
  profileId: r.profile_id,
  userName: r.user_name,
  isCard: r.is_card,
  lastFour: r.last_four,
  cardType: r.card_type,
  debitCreditType: r.debit_credit_type,
  expirationDate: r.expiration_date,
  achAccountType: r.ach_account_type,
  routingNumber: r.routing_number,
  holderName: r.holder_name,
});

/** The user's saved methods, oldest first. */
export async function listPaymentMethods(db: Database, userName: string): Promise<StoredPaymentMethod[]> {
  return readRows(
    db,
    fromRow,
    'select * from payment_methods where user_name = $1 order by created_at, is_card desc, profile_id',
    [userName],
  );
}

/** One of the user's methods by its profile token. */
export async function findPaymentMethod(
  db: Database,
  userName: string,
  profileId: string,
): Promise<StoredPaymentMethod | undefined> {
  return readFirstRow(db, fromRow, 'select * from payment_methods where user_name = $1 and profile_id = $2', [
    userName,
    profileId,
  ]);
}

/**
 * A saved method that is the same card (brand, last four, expiry) or the same bank account (routing
 * number, last four, type): the sandbox's AlreadyExists test, since whole numbers are never kept.
 */
export async function findSameMethod(
  db: Database,
  method: Omit<StoredPaymentMethod, 'profileId' | 'holderName' | 'debitCreditType'>,
): Promise<boolean> {
  const rows = await db.query(
    `select 1 from payment_methods where user_name = $1 and is_card = $2 and last_four = $3
       and coalesce(card_type, '') = coalesce($4, '') and coalesce(expiration_date, '') = coalesce($5, '')
       and coalesce(routing_number, '') = coalesce($6, '') and coalesce(ach_account_type, '') = coalesce($7, '')`,
    [
      method.userName,
      method.isCard,
      method.lastFour,
      method.cardType,
      method.expirationDate,
      method.routingNumber,
      method.achAccountType,
    ],
  );
  return rows.length > 0;
}

/** Saves a method. */
export async function insertPaymentMethod(db: Database, method: StoredPaymentMethod, at: Date): Promise<void> {
  await db.execute(
    `insert into payment_methods (profile_id, user_name, is_card, last_four, card_type, debit_credit_type, expiration_date,
       ach_account_type, routing_number, holder_name, created_at) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      method.profileId,
      method.userName,
      method.isCard,
      method.lastFour,
      method.cardType,
      method.debitCreditType,
      method.expirationDate,
      method.achAccountType,
      method.routingNumber,
      method.holderName,
      at,
    ],
  );
}

/** Deletes one of the user's methods (its default rows go with it); false when none matched. */
export async function deletePaymentMethod(db: Database, userName: string, profileId: string): Promise<boolean> {
  return (
    (await db.execute('delete from payment_methods where user_name = $1 and profile_id = $2', [userName, profileId])) >
    0
  );
}

/** The default method's profile token of a loan. */
export async function findDefaultMethod(db: Database, accountNumber: string): Promise<string | undefined> {
  const [row] = await db.query<{ profile_id: string }>(
    'select profile_id from default_payment_methods where account_number = $1',
    [accountNumber],
  );
  return row?.profile_id;
}

/** Makes a method the loan's default. */
export async function setDefaultMethod(db: Database, accountNumber: string, profileId: string): Promise<void> {
  await db.execute(
    `insert into default_payment_methods (account_number, profile_id) values ($1, $2)
     on conflict (account_number) do update set profile_id = $2`,
    [accountNumber, profileId],
  );
}

/** Clears the loan's default; false when it had none. */
export async function clearDefaultMethod(db: Database, accountNumber: string): Promise<boolean> {
  return (await db.execute('delete from default_payment_methods where account_number = $1', [accountNumber])) > 0;
}
