/**
 * The consent records of accepted ACH agreements (payments spec §3 "Agreement record", §7 notes: "the
 * records are posted after acceptance"). Same shape as the login step's records (decision 142), but about
 * one loan: AccountNumber is the loan being paid and WhenToAgree is the ach trigger.
 */
import type { NeededAgreement } from '@/api/auth/get-needed-agreements';
import type { AgreementRecord } from '@/api/auth/log-agreement-records';
import { todayOf } from '@schemas/rules/calendar';
import { agreementTriggerCodes } from '@schemas/settings/agreement-setup';

/** One record per accepted agreement, dated the borrower's calendar day; the server fills in the IP address. */
export function achAgreementRecords(
  agreements: readonly NeededAgreement[],
  loanAccountNumber: string,
  now: Date,
): AgreementRecord[] {
  return agreements.map((a) => ({
    AgreementType: a.HostNum,
    DateOfAgreement: todayOf(now),
    NameOfTerms: a.Name,
    AccountNumber: loanAccountNumber,
    IPAddress: null,
    ...(a.Date ? { DateOfTerms: a.Date } : {}),
    WhenToAgree: agreementTriggerCodes.ach,
  }));
}
