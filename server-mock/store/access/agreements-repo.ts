/** Agreement consents (spec §3 "Agreement record"): who agreed to which terms, when, from where. */
import type { Database } from '../database.ts';

/** One consent. */
export interface AgreementRecordRow {
  agreementType: number;
  nameOfTerms: string;
  /** yyyy-MM-dd, or null when the terms carry no date. */
  dateOfTerms: string | null;
  dateOfAgreement: Date;
  ipAddress: string | null;
  accountNumber: string | null;
  whenToAgree: number;
  /** True when this record withdraws the consent (e-statements turned off). */
  withdrawn?: boolean;
}

interface Row {
  agreement_type: number;
  name_of_terms: string;
  date_of_terms: string | null;
  date_of_agreement: Date;
  ip_address: string | null;
  account_number: string | null;
  when_to_agree: number;
  withdrawn: boolean;
}

/** Stores consents for a user. */
export async function insertAgreementRecords(
  db: Database,
  userName: string,
  records: readonly AgreementRecordRow[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const r of records) {
      await tx.execute(
        `insert into agreement_records (user_name, agreement_type, name_of_terms, date_of_terms, date_of_agreement, ip_address, account_number, when_to_agree, withdrawn)
         values (lower($1), $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          userName,
          r.agreementType,
          r.nameOfTerms,
          r.dateOfTerms,
          r.dateOfAgreement,
          r.ipAddress,
          r.accountNumber,
          r.whenToAgree,
          r.withdrawn === true,
        ],
      );
    }
  });
}

/** Every consent (and withdrawal) of a user, oldest first; records of one moment in the order they were stored. */
export async function agreementRecordsOf(db: Database, userName: string): Promise<AgreementRecordRow[]> {
  const rows = await db.query<Row>(
    `select agreement_type, name_of_terms, to_char(date_of_terms, 'YYYY-MM-DD') as date_of_terms, date_of_agreement, ip_address,
       account_number, when_to_agree, withdrawn from agreement_records where user_name = lower($1) order by date_of_agreement, id`,
    [userName],
  );
  return rows.map((r) => ({
    agreementType: r.agreement_type,
    nameOfTerms: r.name_of_terms,
    dateOfTerms: r.date_of_terms,
    dateOfAgreement: r.date_of_agreement,
    ipAddress: r.ip_address,
    accountNumber: r.account_number,
    whenToAgree: r.when_to_agree,
    withdrawn: r.withdrawn,
  }));
}
