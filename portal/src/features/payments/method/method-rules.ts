/**
 * What the Payment Type section offers for one loan, user and settings (payments spec §2 "Payment Type
 * section", §4 "Payment type and methods", §5 "Other", §6): the types, the one preselected, saved
 * profiles and single use per type, and whether cards are paid on the outside site.
 */
import type { SettingsReader } from '@schemas/settings/reader';
import { thirdPartyCardApplies } from '@schemas/rules/third-party-card';
import type { SavedPaymentMethod, SelectedLoan, WalletType } from '../make-payment/payment-steps';

/** A choice of the toggle. */
export type MethodType = 'card' | 'ach' | WalletType;

/** The wallets in the order the section shows them, with their switches. */
const WALLETS = [
  ['GooglePay', 'generalPaymentOptions.allowGooglePaymentsOption'],
  ['ApplePay', 'generalPaymentOptions.allowApplePaymentsOption'],
  ['Venmo', 'generalPaymentOptions.allowVenmoPaymentsOption'],
  ['PayPal', 'generalPaymentOptions.allowPaypalPaymentsOption'],
] as const;

/** True for the four wallet choices. */
export function isWallet(type: MethodType | undefined): type is WalletType {
  return type !== undefined && type !== 'card' && type !== 'ach';
}

/** Saving and single use for one of card or ACH. */
export interface ProfileRules {
  /** Saved profiles of this type are listed and 'Save Payment Profile' is offered. */
  profiles: boolean;
  /** The method may be used once without saving. */
  singleUse: boolean;
}

/** Everything the section decides before the user acts. */
export interface MethodRules {
  types: MethodType[];
  /** Card or ACH when only one of them is offered ("When only one of card and ACH is allowed, it is preselected"). */
  preselected?: 'card' | 'ach';
  card: ProfileRules;
  ach: ProfileRules;
  /** Card payments of this loan are made on the outside site. */
  thirdPartyCard: boolean;
  /** 'Set As Default Method' and the default banner. */
  defaults: boolean;
}

/** The rules for `loan` as `isPersonalUser` sees them. */
export function methodRules(loan: SelectedLoan, settings: SettingsReader, isPersonalUser: boolean): MethodRules {
  const card: ProfileRules = {
    profiles: settings.flag('cardPaymentOptions.allowCardProfilesOption'),
    singleUse: !settings.flag('cardPaymentOptions.disallowSingleUseCardOption'),
  };
  // "Saved ACH profiles are offered only to personal (non-business) users and only if ACH profiles are not disallowed."
  const ach: ProfileRules = {
    profiles: isPersonalUser && !settings.flag('achPaymentOptions.disallowAchProfilesOption'),
    singleUse: settings.flag('achPaymentOptions.allowSingleUseAchOption'),
  };
  const thirdPartyCard = thirdPartyCardApplies(loan.accountNumber, {
    enabled: settings.flag('cardPaymentOptions.allowThirdPartyCardPaymentsOption'),
    minimumBranch: settings.number('cardPaymentOptions.thirdPartyCardPaymentsMinimumBranchOption'),
    maximumBranch: settings.number('cardPaymentOptions.thirdPartyCardPaymentsMaximumBranchOption'),
  });
  // A type no method can be entered for (no profiles, no single use) is not offered; the outside site needs neither.
  const cardOpen =
    !loan.cardBlocked &&
    settings.flag('generalPaymentOptions.allowCardPaymentsOption') &&
    (thirdPartyCard || card.profiles || card.singleUse);
  const achOpen =
    !loan.achBlocked &&
    loan.info.PaymentOptions?.AllowACH !== false &&
    !settings.flag('generalPaymentOptions.hidePaymentByACHOption') &&
    (ach.profiles || ach.singleUse);
  const wallets = settings.flag('generalPaymentOptions.allowWalletPayments')
    ? WALLETS.filter(([, key]) => settings.flag(key)).map(([w]) => w)
    : [];
  const types: MethodType[] = [
    ...(cardOpen ? (['card'] as const) : []),
    ...(achOpen ? (['ach'] as const) : []),
    ...wallets,
  ];
  const preselected = cardOpen !== achOpen ? (cardOpen ? 'card' : 'ach') : undefined;
  return {
    types,
    ...(preselected ? { preselected } : {}),
    card,
    ach,
    thirdPartyCard,
    defaults: settings.flag('generalPaymentOptions.allowDefaultPaymentOption'),
  };
}

/** The saved methods of one type that the section lists. */
export function savedOfType(
  methods: readonly SavedPaymentMethod[],
  kind: 'card' | 'ach',
  rules: MethodRules,
): SavedPaymentMethod[] {
  if (!rules[kind].profiles) return [];
  return methods.filter((m) => (kind === 'card' ? m.IsCard && m.CardInfo : !m.IsCard && m.AchInfo));
}

/** The profile id of a saved card or bank account. */
export function profileIdOf(method: SavedPaymentMethod): string | undefined {
  return (method.IsCard ? method.CardInfo?.ProfileId : method.AchInfo?.ProfileId) ?? undefined;
}

/** The last four digits of a saved card or bank account. */
export function lastFourOf(method: SavedPaymentMethod): string {
  return (method.IsCard ? method.CardInfo?.CardNumber : method.AchInfo?.AccountNumber) ?? '';
}
