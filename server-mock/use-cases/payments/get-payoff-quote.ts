/**
 * `GET /api/PaymentInformation/GetPayOffQuote`: payoff amount plus per-diem interest from today to the
 * payoff date (schemas/src/rules/payoff.ts). Payoff-locked loans and dates outside the window answer
 * HasNoErrors false (the portal shows 'Could not get payoff quote').
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { daysBetween, isIsoDay } from '../../../schemas/src/rules/calendar.ts';
import { checkPayoffDate, payoffQuoteAmount } from '../../../schemas/src/rules/payoff.ts';
import { sandboxToday } from '../../sandbox-clock.ts';
import { findOwnedLoan, type LoanAccount, type PaymentsContext } from './payments-context.ts';

type Answer = components['schemas']['PayOffQuoteResponse'];

/** The quote for a loan on a date, or the refusal code. */
export function quoteFor(
  account: LoanAccount,
  today: string,
  payOffDate: string,
): { amount: number } | { code: string } {
  if (account.loan.payment.payoffLocked) return { code: 'PayoffLocked' };
  if (!isIsoDay(payOffDate)) return { code: 'InvalidDate' };
  const days = daysBetween(today, payOffDate);
  const problem = checkPayoffDate(days);
  if (problem === 'minDate') return { code: 'DateInPast' };
  if (problem === 'maxDate') return { code: 'DateTooFar' };
  return {
    amount: payoffQuoteAmount({
      payoffAmount: account.loan.payoffAmount,
      balance: account.balance,
      ratePercent: account.rate,
      days,
    }),
  };
}

/** A payoff quote for one of the user's loans. */
export async function getPayOffQuote(
  ctx: PaymentsContext,
  userName: string,
  accountNumber: string,
  payOffDate: string,
): Promise<Answer> {
  const account = await findOwnedLoan(ctx, userName, accountNumber);
  if (!account) return { HasNoErrors: false, Errors: [{ ErrorMessage: 'Generic' }] };
  const quote = quoteFor(account, sandboxToday(ctx.clock), payOffDate);
  if ('code' in quote) return { HasNoErrors: false, Errors: [{ ErrorMessage: quote.code }] };
  return { HasNoErrors: true, Errors: [], PayOffQuoteAmount: quote.amount };
}
