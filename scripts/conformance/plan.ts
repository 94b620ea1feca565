/**
 * Which contract calls the kit makes and with what. Every GET reads; the POSTs below read too (their
 * body is a question, not a change). Writes run only with `--writes`, each one undone or harmless:
 * they are meant for a test account.
 */
import { harvest, learnAccount, type Found } from './found-values.ts';

/** A request body built from what the walk has learnt, or the reason it cannot be built. */
export type BodyOf = (found: Found) => { body: unknown } | { skip: string };

/** A call the kit knows how to make. */
export interface PlannedCall {
  /** The contract's `METHOD /path`. */
  call: string;
  body?: BodyOf;
  /** Learns from the answer's body (beyond the harvested values, which every answer gives). */
  learn?: (body: unknown, found: Found) => void;
}

const needAccount: (make: (account: string) => unknown) => BodyOf = (make) => (found) =>
  found.account ? { body: make(found.account) } : { skip: 'no account: the account list gave none' };

/** Reads first: the ones that teach later calls their parameters come before the rest. */
export const LEARNING_READS: PlannedCall[] = [
  { call: 'GET /api/accountList', learn: learnAccount },
  { call: 'GET /api/Profile' },
  { call: 'GET /api/Application/GetList' },
  { call: 'POST /api/PaymentMethod/GetPaymentMethods', body: needAccount((AccountNumber) => ({ AccountNumber })) },
  { call: 'GET /api/AccountDetails' },
];

/** POST calls that only read. */
export const POST_READS: PlannedCall[] = [
  { call: 'POST /api/CredentialValidationRules/GetLogonValidationRules', body: () => ({ body: {} }) },
  { call: 'POST /api/CredentialValidationRules/GetPasswordValidationRules', body: () => ({ body: {} }) },
  { call: 'POST /api/Insurance/GetInsuranceInformation', body: needAccount((accountNumber) => ({ accountNumber })) },
  {
    call: 'POST /api/PaymentInformation/GetThirdPartyFee',
    body: needAccount((LoanNumber) => ({
      IsAch: true,
      IsCreditCard: false,
      IsDebitCard: false,
      IsImmediate: true,
      IsOneTime: true,
      IsRecurring: false,
      LoanNumber,
    })),
  },
  {
    call: 'POST /api/SolutionsByText/GetSubscriptionInfo',
    body: (found) => {
      const phone = found.values.get('phonenumber');
      return phone ? { body: { PhoneNumber: phone } } : { skip: 'no phone number: the profile gave none' };
    },
  },
];

/** The bank account the writes add and delete again: its last four digits find it in the list. */
const KIT_ACH_LAST_FOUR = String(1000 + Math.floor(Math.random() * 9000));
const KIT_ACH = {
  AccountType: 'Checking',
  RoutingNumber: '021000021',
  AccountNumber: `55501230${KIT_ACH_LAST_FOUR}`,
  OwnerName: 'Conformance Kit',
};

/** Finds the kit's bank account in a method list. */
function learnAddedAch(body: unknown, found: Found): void {
  const methods =
    (body as { PaymentMethods?: { AchInfo?: { AccountNumber?: unknown } | null }[] } | null)?.PaymentMethods ?? [];
  found.addedAch = methods.find((m) => m.AchInfo?.AccountNumber === KIT_ACH_LAST_FOUR)?.AchInfo ?? undefined;
}

/**
 * Writes with `--writes`, in order: each leaves the account as it found it (an error report is only
 * logged; a bank account is added, listed and deleted again). Hiding an account is not among them:
 * only the institution shows it again.
 */
export const WRITES: PlannedCall[] = [
  {
    call: 'POST /api/ClientError',
    body: () => ({
      body: { Message: 'conformance kit test report', Stack: '', UserAgent: 'lender-portal conformance kit' },
    }),
  },
  { call: 'POST /api/PaymentMethod/AddAchPaymentMethod', body: () => ({ body: KIT_ACH }) },
  {
    call: 'POST /api/PaymentMethod/GetPaymentMethods',
    body: needAccount((AccountNumber) => ({ AccountNumber })),
    learn: learnAddedAch,
  },
  {
    call: 'POST /api/PaymentMethod/DeleteAchPayment',
    body: (found) =>
      found.addedAch ? { body: found.addedAch } : { skip: 'the bank account the kit added is not in the method list' },
  },
];

/** The call that ends the kit's own session (it changes nothing of the account's). */
export const LOGOUT = 'POST /api/Login/Logout';
export const LOGIN = 'POST /api/login/userlogin';

/** Every answer's harvest, then the call's own learning. */
export function learnFrom(planned: PlannedCall | undefined, body: unknown, found: Found): void {
  harvest(body, found);
  planned?.learn?.(body, found);
}
