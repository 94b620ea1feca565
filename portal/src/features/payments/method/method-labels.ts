/** How the section names methods: 'Visa x1111', 'Checking x4321' (brand and account type texts from settings). */
import type { SettingsReader } from '@schemas/settings/reader';
import type { CardInfo, ChosenMethod, SavedPaymentMethod } from '../make-payment/payment-steps';

const BRAND_KEYS = {
  visa: 'paymentMethod.visaLabel',
  master: 'paymentMethod.masterLabel',
  amex: 'paymentMethod.amexLabel',
  discover: 'paymentMethod.discoverLabel',
} as const;

/** The brand's name for a card type. */
export function cardBrandName(cardType: CardInfo['CardType'], settings: SettingsReader): string {
  return settings.text(BRAND_KEYS[cardType]);
}

/** 'Checking' or 'Savings'. */
export function achTypeName(accountType: 'Checking' | 'Savings', settings: SettingsReader): string {
  return settings.text(accountType === 'Savings' ? 'paymentForms.savingsLabel' : 'paymentForms.checkingLabel');
}

/** A saved method as its dropdown option reads. */
export function savedMethodLabel(method: SavedPaymentMethod, settings: SettingsReader): string {
  if (method.IsCard && method.CardInfo)
    return `${cardBrandName(method.CardInfo.CardType, settings)} x${method.CardInfo.CardNumber}`;
  if (method.AchInfo) return `${achTypeName(method.AchInfo.AccountType, settings)} x${method.AchInfo.AccountNumber}`;
  return '';
}

/** A single-use method as its summary reads ("type X last four"); only the last four digits ever leave the payload. */
export function singleUseLabel(
  method: Extract<ChosenMethod, { source: 'singleUse' }>,
  settings: SettingsReader,
): string {
  if (method.kind === 'card')
    return `${cardBrandName(method.card.CardType, settings)} x${method.card.CardNumber.slice(-4)}`;
  return `${achTypeName(method.ach.AccountType, settings)} x${method.ach.AccountNumber.slice(-4)}`;
}
