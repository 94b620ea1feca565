/**
 * The steps of turning e-statements on and off (accounts spec §4 "E-statements toggle"): on = the
 * optional confirm, then the agreements the user has not accepted yet (trigger 3, estatements) and
 * their consent records, then format ElectronicOnly; off = after the withdrawal consent dialog, one
 * record per e-statement agreement of the institution marked Withdrawn, then format PaperOnly
 * (docs/decisions/322-e-statement-consent-withdrawn.md).
 */
import { todayOf } from '@schemas/rules/calendar';
import type { AgreementSetup } from '@schemas/settings/agreement-setup';
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

/** One agreement of a consent record: accepted (with the terms' date when known) or withdrawn. */
type RecordedAgreement = { HostNum: number; Name: string; Date?: string | null };

/** Posts one record per agreement for this account, dated today; marked Withdrawn when consent is taken back. */
async function recordStatementAgreements(
  agreements: readonly RecordedAgreement[],
  withdrawn: boolean,
  accountNumber: string,
  userName: string,
  userToken: string,
): Promise<void> {
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
        ...(!withdrawn && a.Date ? { DateOfTerms: a.Date } : {}),
        WhenToAgree: ESTATEMENTS_TRIGGER,
        ...(withdrawn ? { Withdrawn: true } : {}),
      })),
    },
  });
}

/**
 * What {@link saveStatementFormat} needs: the account, the new format, the agreements just accepted
 * (turning on) or the institution's e-statement agreements whose consent is withdrawn (turning off), and the user.
 */
export interface StatementFormatChange {
  accountNumber: string;
  format: StatementFormat;
  agreements: readonly NeededAgreement[];
  withdrawn: readonly AgreementSetup[];
  userName: string;
  userToken: string;
}

/** Records the consents or their withdrawal, then saves the format; resolves with the host's answer. */
export async function saveStatementFormat({
  accountNumber,
  format,
  agreements,
  withdrawn,
  userName,
  userToken,
}: StatementFormatChange): Promise<SaveResponse> {
  await recordStatementAgreements(agreements, false, accountNumber, userName, userToken);
  await recordStatementAgreements(withdrawn, true, accountNumber, userName, userToken);
  return setStatementFormat({ AccountNumber: accountNumber, Format: format });
}
