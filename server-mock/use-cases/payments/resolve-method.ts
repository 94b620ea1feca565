/**
 * The method a submit pays with: a saved method named by its ProfileId (it must be the user's), or a
 * single-use card or bank account checked like a new one and kept only as its last four digits.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { lastFour } from '../../../schemas/src/rules/card-rules.ts';
import type { SettingsReader } from '../../../schemas/src/settings/reader.ts';
import { findPaymentMethod } from '../../store/payments/payment-methods-repo.ts';
import { checkAchPayload } from './ach-payload.ts';
import { checkCardPayload } from './card-payload.ts';
import type { PaymentsContext } from './payments-context.ts';

/** What the payment records about its method. */
export interface ResolvedMethod {
  isCard: boolean;
  lastFour: string;
  /** Null for a single-use method. */
  profileId: string | null;
  /** Card brand or bank account type. */
  label: string;
  isCreditCard: boolean;
}

/** Resolves the submit's method or answers the submit-error code. */
export async function resolveMethod(
  ctx: PaymentsContext,
  userName: string,
  method: components['schemas']['SubmitMethod'],
  isCard: boolean,
  settings: SettingsReader,
): Promise<ResolvedMethod | { code: string }> {
  if (method.IsCard !== isCard) return { code: 'Invalid' };
  const saved = isCard ? method.CardInfo : method.AchInfo;
  if (saved) {
    const found = await findPaymentMethod(ctx.db, userName, saved.ProfileId);
    const savedLastFour = 'CardNumber' in saved ? saved.CardNumber : saved.AccountNumber;
    if (!found || found.isCard !== isCard || found.lastFour !== savedLastFour) return { code: 'Invalid' };
    return {
      isCard,
      lastFour: found.lastFour,
      profileId: found.profileId,
      label: (isCard ? found.cardType : found.achAccountType) ?? '',
      isCreditCard: found.debitCreditType === 'CreditCard',
    };
  }
  if (isCard && method.SingleUseCard) {
    if (settings.flag('cardPaymentOptions.disallowSingleUseCardOption')) return { code: 'PayWithoutSaving' };
    const checked = checkCardPayload(method.SingleUseCard, settings, ctx.clock());
    if ('code' in checked)
      return { code: checked.code === 'NoCreditCards' || checked.code === 'Expired' ? checked.code : 'InvalidInfo' };
    return {
      isCard,
      lastFour: lastFour(method.SingleUseCard.CardNumber),
      profileId: null,
      label: checked.brand,
      isCreditCard: method.SingleUseCard.DebitCreditType === 'CreditCard',
    };
  }
  if (!isCard && method.SingleUseAch) {
    if (!settings.flag('achPaymentOptions.allowSingleUseAchOption')) return { code: 'PayWithoutSaving' };
    const code = await checkAchPayload(ctx, userName, method.SingleUseAch, settings);
    if (code) return { code: code.startsWith('RoutingNumber') ? 'RoutingNumberInvalid' : 'InvalidInfo' };
    return {
      isCard,
      lastFour: lastFour(method.SingleUseAch.AccountNumber),
      profileId: null,
      label: method.SingleUseAch.AccountType,
      isCreditCard: false,
    };
  }
  return { code: 'Invalid' };
}
