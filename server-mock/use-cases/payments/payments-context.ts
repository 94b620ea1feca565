/**
 * What the payments use cases need from the app (store, clock, samples for settings) and the shared
 * small pieces: the institution's settings reader and the owned-loan lookup ("today" is sandboxToday).
 */
import { isClosedAccount } from '../../../schemas/src/rules/account-groups.ts';
import { achCutoffState, DEFAULT_ACH_CUTOFF, type AchCutoffState } from '../../../schemas/src/rules/ach-cutoff.ts';
import { catalogueDefaults } from '../../../schemas/src/settings/catalogue.ts';
import { createSettingsReader, type SettingsReader } from '../../../schemas/src/settings/reader.ts';
import type { AppContext } from '../../app-context.ts';
import type { StoredAccount, StoredLoanFacts } from '../../store/accounts/stored-account.ts';
import { getInstitutionState } from '../../store/institution-repo.ts';
import { findOwnedAccount } from '../../store/payments/loan-accounts-repo.ts';
import { lenderTimeZone, rawOption } from '../lender-time-zone.ts';
import { getApplicationOptions } from '../setup/get-application-options.ts';

/** The slice of the app context payments use. */
export type PaymentsContext = Pick<AppContext, 'db' | 'clock' | 'samples'>;

/** A loan account with its loan facts present. */
export type LoanAccount = StoredAccount & { loan: StoredLoanFacts };

/** The institution's settings as the portal reads them (same reader, same defaults). */
export async function paymentSettings(ctx: PaymentsContext): Promise<SettingsReader> {
  return createSettingsReader(await getApplicationOptions(ctx), catalogueDefaults);
}

/** True while the institution is in maintenance (answered as the host's night mode). */
export async function inNightMode(ctx: PaymentsContext): Promise<boolean> {
  return (await getInstitutionState(ctx.db)).maintenanceMode;
}

/**
 * The ACH cut-off state now: institution options `AchCutoffTime` ("HH:mm", default 17:00) in the
 * lender's time zone (lender-time-zone.ts). A loan's own cut-off (`loanCutoff`, the cutoff scenario)
 * wins over the institution's. Decision 160.
 */
export async function achCutoffNow(ctx: PaymentsContext, loanCutoff?: string): Promise<AchCutoffState> {
  const raw = (await getApplicationOptions(ctx)).institutionOptions;
  const time = rawOption(raw, 'AchCutoffTime');
  return achCutoffState(
    ctx.clock(),
    loanCutoff ?? (typeof time === 'string' ? time : DEFAULT_ACH_CUTOFF),
    lenderTimeZone(raw),
  );
}

/**
 * The user's open loan or line of credit by number; undefined for another user's account, a deposit, or a
 * closed loan (nothing is paid on a closed loan, so every payments call refuses it as it refuses a stranger's).
 */
export async function findOwnedLoan(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
): Promise<LoanAccount | undefined> {
  const account = await findOwnedAccount(ctx.db, userName, accountNumber);
  if (!account || !account.loan || (account.typeCode !== 0 && account.typeCode !== 9)) return undefined;
  if (isClosedAccount({ Comment: account.comment })) return undefined;
  return account as LoanAccount;
}

/** Card payments are off for the loan: setting, host flags or a blocking hold code. */
export function isCardBlocked(loan: LoanAccount, settings: SettingsReader): boolean {
  const p = loan.loan.payment;
  const holds = settings.list('cardPaymentOptions.blockCardOnHoldCodesOption').map(Number);
  return (
    !settings.flag('generalPaymentOptions.allowCardPaymentsOption') ||
    !p.allowCards ||
    p.blockCardPayment ||
    p.holdCodes.some((code) => holds.includes(code))
  );
}

/** ACH payments are off for the loan: setting, host flags or a blocking hold code. */
export function isAchBlocked(loan: LoanAccount, settings: SettingsReader): boolean {
  const p = loan.loan.payment;
  const holds = settings.list('achPaymentOptions.blockAchOnHoldCodesOption').map(Number);
  return (
    settings.flag('generalPaymentOptions.hidePaymentByACHOption') ||
    !p.allowAch ||
    p.blockAchPayment ||
    p.holdCodes.some((code) => holds.includes(code))
  );
}
