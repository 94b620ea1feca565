/**
 * The rest of a user's seeded self-service data: applications in several statuses, seeded
 * documents (rendered on view), insurance rows for installment loans, ACH authorizations for users
 * with recurring payments, and login history entries.
 */
import type { SeedApplication } from '../../store/accounts/applications-repo.ts';
import type { Scenario } from '../scenario-types.ts';
import type { StoredAccount } from '../../store/accounts/stored-account.ts';
import { addDays, daysBetween } from '../../../schemas/src/rules/calendar.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { hashText } from './seeded-random.ts';

/** A seeded document (no bytes: rendered as a PDF when viewed). */
export interface SeedDocument {
  fileId: string;
  ownerKind: 'account' | 'customer' | 'application';
  ownerKey: string;
  fileTypeId: number | null;
  displayName: string;
  uploadedAt: string;
}

/** A moment `daysAgo` sandbox days before `now`, at `hour`:05 UTC. */
const at = (now: Date, daysAgo: number, hour = 14) =>
  `${addDays(
    sandboxToday(() => now),
    -daysAgo,
  )}T${String(hour).padStart(2, '0')}:05:00.000Z`;

/** Applications: most personal users have one recent and one older; statuses rotate over users. */
export function buildApplications(s: Scenario, slot: number, now: Date): SeedApplication[] {
  if (s.tags.includes('deposit-only')) return [];
  const base = 300000 + (hashText(s.username) % 600000);
  const office = s.person.servicingBranch.padStart(4, '0');
  const recent = ['Pending', 'Approved', 'In Review', 'Declined', 'Funded'][slot % 5] as string;
  const approved = recent === 'Approved' || recent === 'Funded';
  const apps: SeedApplication[] = [
    {
      number: `APP-${base}`,
      status: recent,
      amountRequested: 7500 + (slot % 4) * 2500,
      amountApproved: approved ? 7500 + (slot % 4) * 2000 : null,
      lastModified: at(now, 3 + (slot % 9)),
      office,
      fundsExpected: approved
        ? addDays(
            sandboxToday(() => now),
            recent === 'Funded' ? -1 : 5,
          )
        : null,
    },
  ];
  // Older than the 30-day window: present in the store, absent from the list.
  if (slot % 2 === 0)
    apps.push({
      number: `APP-${base + 1}`,
      status: 'Withdrawn',
      amountRequested: 3000,
      amountApproved: null,
      lastModified: at(now, 75),
      office,
      fundsExpected: null,
    });
  return apps;
}

/** Seeded documents for the user's accounts, profile and applications. */
export function buildDocuments(
  s: Scenario,
  accounts: readonly StoredAccount[],
  applications: readonly SeedApplication[],
  now: Date,
): SeedDocument[] {
  const docs: SeedDocument[] = [];
  const key = hashText(s.username);
  accounts.forEach((a, i) => {
    if (a.typeCode !== 0 && a.typeCode !== 9) return;
    // The agreements are dated the day the account opened.
    const opened = Math.max(
      1,
      daysBetween(
        a.openedOn,
        sandboxToday(() => now),
      ),
    );
    docs.push(
      {
        fileId: `D${key}-${i}-1`,
        ownerKind: 'account',
        ownerKey: a.accountNumber,
        fileTypeId: null,
        displayName: 'Loan Agreement',
        uploadedAt: at(now, opened, 16),
      },
      {
        fileId: `D${key}-${i}-2`,
        ownerKind: 'account',
        ownerKey: a.accountNumber,
        fileTypeId: null,
        displayName: 'Truth in Lending Disclosure',
        uploadedAt: at(now, opened, 16),
      },
    );
  });
  if (s.person.companyNumber === 0) {
    docs.push({
      fileId: `D${key}-P-1`,
      ownerKind: 'customer',
      ownerKey: s.username.toLowerCase(),
      fileTypeId: null,
      displayName: 'Privacy Notice',
      uploadedAt: at(now, 200, 9),
    });
  }
  for (const app of applications) {
    docs.push({
      fileId: `D${key}-${app.number}`,
      ownerKind: 'application',
      ownerKey: app.number,
      fileTypeId: null,
      displayName: 'Application Summary',
      uploadedAt: app.lastModified,
    });
  }
  return docs;
}

/** Insurance rows of an open installment loan: credit life (individual) and GAP (joint). */
export function buildInsurance(a: StoredAccount): Record<string, unknown>[] {
  if (a.typeCode !== 0 || !a.loan || a.comment.toUpperCase().includes('CLOSED')) return [];
  return [
    { Type: 'Credit Life', IsIndividual: 1, Premium: 14.6, CoverageAmount: a.loan.originalAmount },
    {
      Type: 'GAP Protection',
      IsIndividual: 2,
      Premium: 9.25,
      CoverageAmount: Math.round(a.loan.originalAmount * 0.25),
    },
  ];
}

/** Login history: eight sign-ins over the last two months from a few home and mobile addresses. */
export function buildLoginHistory(s: Scenario, now: Date): { at: string; ip: string }[] {
  const h = hashText(s.username);
  const ips = [`198.51.100.${(h % 200) + 10}`, `203.0.113.${(h % 180) + 20}`, `192.0.2.${(h % 150) + 30}`];
  return Array.from({ length: 8 }, (_, i) => ({
    at: at(now, 2 + i * 7 + (h % 3), 12 + (i % 8)),
    ip: ips[i % 3] as string,
  }));
}
