/** People the lender knows who have no online login yet: registration and activation match them. */
import type { Person } from '../person.ts';
import type { Database } from '../database.ts';

/** One person without a login. */
export interface UnregisteredPerson {
  id: string;
  person: Person;
  /** Digits only. */
  accountNumber: string;
  accountType: 'Loan' | 'Deposit';
  /** The logon name an activation creates (activation only). */
  logonName: string | null;
  restricted: boolean;
  registeredUser: string | null;
}

interface Row {
  id: string;
  person: Person;
  account_number: string;
  account_type: 'Loan' | 'Deposit';
  logon_name: string | null;
  restricted: boolean;
  registered_user: string | null;
}

const toPerson = (r: Row): UnregisteredPerson => ({
  id: r.id,
  person: r.person,
  accountNumber: r.account_number,
  accountType: r.account_type,
  logonName: r.logon_name,
  restricted: r.restricted,
  registeredUser: r.registered_user,
});

/** Stores a person (the seed). */
export async function insertUnregisteredPerson(
  db: Database,
  p: Omit<UnregisteredPerson, 'registeredUser'>,
): Promise<void> {
  await db.execute(
    `insert into unregistered_persons (id, person, account_number, account_type, logon_name, restricted) values ($1, $2, $3, $4, $5, $6)
     on conflict (id) do nothing`,
    [p.id, p.person, p.accountNumber, p.accountType, p.logonName, p.restricted],
  );
}

/** Not yet registered people with this SSN. */
export async function findUnregisteredBySsn(db: Database, ssn: string): Promise<UnregisteredPerson[]> {
  const rows = await db.query<Row>(
    `select * from unregistered_persons where person->>'ssn' = $1 and registered_user is null`,
    [ssn],
  );
  return rows.map(toPerson);
}

/** A person by id (activation tokens carry it). */
export async function findUnregisteredById(db: Database, id: string): Promise<UnregisteredPerson | undefined> {
  const rows = await db.query<Row>('select * from unregistered_persons where id = $1', [id]);
  return rows[0] && toPerson(rows[0]);
}

/** Links the person to the login created for them. */
export async function markRegistered(db: Database, id: string, userName: string): Promise<void> {
  await db.execute('update unregistered_persons set registered_user = lower($2) where id = $1', [id, userName]);
}
