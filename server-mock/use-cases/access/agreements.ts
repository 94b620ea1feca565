/**
 * Agreements (spec §3 "Agreement", §4 "Agreements step"): which agreements a user still has to
 * accept for a trigger, and consent records (date, IP, terms date). A consent covers an agreement
 * when it names the agreement's host number and its terms date is not older than the agreement's.
 */
import type { AgreementSetup } from '../../../schemas/src/settings/agreement-setup.ts';
import { agreementTriggerCodes, type AgreementTrigger } from '../../../schemas/src/settings/agreement-setup.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  agreementRecordsOf,
  insertAgreementRecords,
  type AgreementRecordRow,
} from '../../store/access/agreements-repo.ts';
import { findAccessUser, updateAccessState } from '../../store/access/user-records-repo.ts';
import { readAccessConfig } from './access-config.ts';

/** The settings' terms date (MM/DD/YYYY or yyyy-MM-dd) as yyyy-MM-dd; null when unreadable. */
export function termsDate(value: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? value.trim() : null;
}

/** A consent record for an agreement accepted now. */
export function agreementRecordFor(
  a: AgreementSetup,
  whenToAgree: number,
  now: Date,
  ip: string | null,
  accountNumber: string | null,
): AgreementRecordRow {
  return {
    agreementType: a.HostNum,
    nameOfTerms: a.Name,
    dateOfTerms: termsDate(a.Date),
    dateOfAgreement: now,
    ipAddress: ip,
    accountNumber,
    whenToAgree,
  };
}

const covers = (r: AgreementRecordRow, a: AgreementSetup) => {
  const terms = termsDate(a.Date);
  return r.agreementType === a.HostNum && (terms === null || (r.dateOfTerms !== null && r.dateOfTerms >= terms));
};

/** Accepted: the latest record of the agreement is a consent (not a withdrawal) that covers its terms. */
const accepted = (records: readonly AgreementRecordRow[], a: AgreementSetup) => {
  const latest = records.filter((r) => r.agreementType === a.HostNum).at(-1);
  return latest !== undefined && !latest.withdrawn && covers(latest, a);
};

const triggerName = (code: number) =>
  (Object.keys(agreementTriggerCodes) as AgreementTrigger[]).find((t) => agreementTriggerCodes[t] === code)!;

/** Agreements for trigger `code` that the user (if any) has not accepted yet. */
export async function neededAgreements(
  ctx: Pick<AppContext, 'db' | 'samples'>,
  code: number,
  userName: string | undefined,
) {
  const config = await readAccessConfig(ctx);
  const forTrigger = config.agreements.filter((a) => a.triggers.includes(triggerName(code)));
  const records = userName ? await agreementRecordsOf(ctx.db, userName) : [];
  const needed = forTrigger.filter((a) => !accepted(records, a));
  return {
    HasNoErrors: true,
    Errors: [],
    Agreements: needed.map((a) => ({
      Name: a.Name,
      Url: a.Url,
      HostNum: a.HostNum,
      WhenToAgree: a.WhenToAgree,
      ...(termsDate(a.Date) ? { Date: termsDate(a.Date)! } : {}),
    })),
  };
}

/** `POST /api/AgreementLogging`: consent to agreements by host number, recorded with date and IP. */
export async function logAgreements(
  ctx: Pick<AppContext, 'db' | 'clock' | 'samples'>,
  req: { userName: string; agreementIds: number[]; turnEStatementsOn: boolean; unRestrictEmail: boolean; ip: string },
): Promise<void> {
  const user = await findAccessUser(ctx.db, req.userName);
  if (!user) throw AppError.forbidden('Invalid');
  const config = await readAccessConfig(ctx);
  const chosen = config.agreements.filter((a) => req.agreementIds.includes(a.HostNum));
  if (chosen.length !== new Set(req.agreementIds).size)
    throw AppError.badRequest('Agreements names an agreement the institution does not define');
  const now = ctx.clock();
  await insertAgreementRecords(
    ctx.db,
    user.userName,
    chosen.map((a) => agreementRecordFor(a, a.WhenToAgree[0] ?? 0, now, req.ip, null)),
  );
  if (req.unRestrictEmail) await updateAccessState(ctx.db, user.userName, { email_restricted: false });
  if (req.turnEStatementsOn) await updateAccessState(ctx.db, user.userName, { estatements_on: true });
}

/** One record as posted to `LogAgreementRecords`. */
export interface PostedAgreementRecord {
  AgreementType: number;
  DateOfAgreement: string;
  NameOfTerms: string;
  AccountNumber?: string | null;
  IPAddress?: string | null;
  DateOfTerms?: string;
  WhenToAgree: number;
  Withdrawn?: boolean;
}

/**
 * `POST /api/AgreementLogging/LogAgreementRecords` (designed): records as posted; the caller's IP when none is given.
 */
export async function logAgreementRecords(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  req: { userName: string; records: PostedAgreementRecord[]; ip: string },
) {
  const user = await findAccessUser(ctx.db, req.userName);
  if (!user) return { HasNoErrors: false, Errors: [{ ErrorMessage: 'AgreementRecordingError' }] };
  await insertAgreementRecords(
    ctx.db,
    user.userName,
    req.records.map((r) => ({
      agreementType: r.AgreementType,
      nameOfTerms: r.NameOfTerms,
      dateOfTerms: r.DateOfTerms ?? null,
      dateOfAgreement: new Date(`${r.DateOfAgreement}T00:00:00Z`),
      ipAddress: r.IPAddress ?? req.ip,
      accountNumber: r.AccountNumber ?? null,
      whenToAgree: r.WhenToAgree,
      withdrawn: r.Withdrawn === true,
    })),
  );
  return { HasNoErrors: true, Errors: [] };
}
