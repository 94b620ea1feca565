/**
 * The consent records of accepted agreements (access spec §3 "Agreement record"). Pure; see
 * docs/decisions/142-agreement-consent-records.md for the values the spec leaves open.
 */
import type { AgreementRecord } from '@/api/auth/log-agreement-records';
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';

/** The borrower's calendar day as yyyy-MM-dd (the day they agreed, where they are). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * One record per accepted agreement. `triggers` are the trigger codes the step asked for, in order; a
 * record names the first of them the agreement belongs to. AccountNumber and IPAddress stay null: a
 * login agreement is not about one account, and only the server sees the caller's address.
 */
export function agreementRecords(
  agreements: readonly NeededAgreement[],
  triggers: readonly number[],
  now: Date,
): AgreementRecord[] {
  return agreements.map((a) => ({
    AgreementType: a.HostNum,
    DateOfAgreement: localIsoDate(now),
    NameOfTerms: a.Name,
    AccountNumber: null,
    IPAddress: null,
    ...(a.Date ? { DateOfTerms: a.Date } : {}),
    WhenToAgree: triggers.find((t) => (a.WhenToAgree ?? []).includes(t)) ?? triggers[0] ?? 0,
  }));
}
