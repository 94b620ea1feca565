/**
 * The steps of turning e-statements on and off (accounts spec §4 "E-statements toggle"): on = the
 * optional confirm, then the agreements the user has not accepted yet (trigger 3, estatements) and
 * their consent records, then format ElectronicOnly; off = format PaperOnly after the withdrawal
 * consent dialog (the host keeps the format change as the withdrawal record; decision 221).
 */
import { todayOf } from '@schemas/rules/calendar';
import { fetchNeededAgreements, type NeededAgreement } from '@/api/auth/get-needed-agreements';
import { logAgreementRecords } from '@/api/auth/log-agreement-records';
import type { SaveResponse, StatementFormat } from '@/api/accounts/account-types';
import { setStatementFormat } from '@/api/accounts/set-statement-format';

/** Agreement trigger code of e-statements (access spec §3). */
export const ESTATEMENTS_TRIGGER = 3;

/** The agreements still to accept before e-statements can be turned on. */
export async function neededStatementAgreements(userToken: string): Promise<NeededAgreement[]> {
  return fetchNeededAgreements(ESTATEMENTS_TRIGGER, userToken);
}

/** Posts one consent record per accepted agreement, for this account, dated today. */
export async function recordStatementConsent(agreements: readonly NeededAgreement[], accountNumber: string, userName: string, userToken: string): Promise<void> {
  if (agreements.length === 0) return;
  const today = todayOf(new Date());
  await logAgreementRecords({
    userToken,
    input: {
      UserName: userName,
      Records: agreements.map((a) => ({
        AgreementType: a.HostNum,
        DateOfAgreement: today,
        NameOfTerms: a.Name,
        AccountNumber: accountNumber,
        ...(a.Date ? { DateOfTerms: a.Date } : {}),
        WhenToAgree: ESTATEMENTS_TRIGGER,
      })),
    },
  });
}

/** What {@link saveStatementFormat} needs: the account, the new format, the agreements just accepted and the user. */
export interface StatementFormatChange {
  accountNumber: string;
  format: StatementFormat;
  agreements: readonly NeededAgreement[];
  userName: string;
  userToken: string;
}

/** Records the consent to the accepted agreements, then saves the format; resolves with the host's answer. */
export async function saveStatementFormat({ accountNumber, format, agreements, userName, userToken }: StatementFormatChange): Promise<SaveResponse> {
  await recordStatementConsent(agreements, accountNumber, userName, userToken);
  return setStatementFormat({ AccountNumber: accountNumber, Format: format });
}
