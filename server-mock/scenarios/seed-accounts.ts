/**
 * Seed of the accounts area, for EVERY scenario user by tag: accounts with consistent history and
 * statements, branches, file types, documents, insurance, applications, profile rows and login
 * history (ACH authorizations come from the payments area's recurring ACH payments). Dates are
 * placed relative to `ctx.now`; account numbers follow the institution's office-number-checkdigit
 * lengths.
 */
import { insertAccounts } from '../store/accounts/accounts-repo.ts';
import { insertInsurance } from '../store/accounts/alerts-repo.ts';
import { insertApplications } from '../store/accounts/applications-repo.ts';
import { insertBranches } from '../store/accounts/branches-repo.ts';
import { insertDocument, insertFileTypes } from '../store/accounts/documents-repo.ts';
import { insertHistory } from '../store/accounts/history-repo.ts';
import { defaultUserAlerts } from '../store/accounts/profile-defaults.ts';
import { saveProfile } from '../store/accounts/profile-repo.ts';
import { seedBranches, seedFileTypes } from './accounts-data/branches.ts';
import { buildApplications, buildDocuments, buildInsurance, buildLoginHistory } from './accounts-data/extras.ts';
import { buildPortfolio, type Layouts } from './accounts-data/portfolio.ts';
import { buildStatements } from './accounts-data/statements.ts';
import { insertStatements } from '../store/accounts/statements-repo.ts';
import type { Database } from '../store/database.ts';
import { recordLogin } from '../store/login-history-repo.ts';
import type { Scenario } from './scenario-types.ts';
import type { SeedContext } from './seed-context.ts';

function layoutsOf(ctx: SeedContext): Layouts {
  const i = ctx.institution;
  return {
    loan: { office: i.LoanOfficeLength, account: i.LoanAccountLength, checkDigit: i.LoanCheckDigitLength },
    deposit: { office: i.DepositOfficeLength, account: i.DepositAccountLength, checkDigit: i.DepositCheckDigitLength },
  };
}

async function seedUser(db: Database, s: Scenario, slot: number, ctx: SeedContext, taken: Set<string>): Promise<void> {
  const userName = s.username.toLowerCase();
  const seeded = buildPortfolio(s, slot, ctx.now, layoutsOf(ctx), taken);
  await insertAccounts(
    db,
    seeded.map((x) => x.account),
  );
  for (const { account, history } of seeded) {
    await insertHistory(db, account.accountNumber, history);
    await insertStatements(
      db,
      account.accountNumber,
      buildStatements(account.accountNumber, account.typeCode, account.openedOn, history, ctx.now),
    );
    await insertInsurance(db, account.accountNumber, buildInsurance(account));
  }
  const applications = buildApplications(s, slot, ctx.now);
  await insertApplications(db, userName, applications);
  for (const d of buildDocuments(
    s,
    seeded.map((x) => x.account),
    applications,
    ctx.now,
  )) {
    await insertDocument(db, {
      ...d,
      userName,
      fileName: `${d.displayName}.pdf`,
      displayFormat: 'PDF',
      contentType: 'application/pdf',
      sizeBytes: 0,
      bytes: null,
    });
  }
  await saveProfile(db, userName, {
    phoneNumbers: s.person.phoneNumber
      ? [{ PhoneNumber: s.person.phoneNumber, OptInToTexting: slot % 2 === 0, Primary: true }]
      : [],
    alerts: defaultUserAlerts(),
    sequenceNumber: 1,
  });
  for (const login of buildLoginHistory(s, ctx.now))
    await recordLogin(db, { userName, at: new Date(login.at), ip: login.ip, entryKey: 'Web' });
}

/** Adds the accounts area's data for every scenario user. */
export async function seedAccounts(db: Database, scenarios: readonly Scenario[], ctx: SeedContext): Promise<void> {
  await insertBranches(db, seedBranches);
  await insertFileTypes(db, seedFileTypes);
  const taken = new Set<string>();
  for (const [slot, s] of scenarios.entries()) await seedUser(db, s, slot, ctx, taken);
}
