/**
 * The card brands an institution accepts (generalPaymentOptions.allow{Visa,MasterCard,Amex,Discover}Option).
 * One place for the portal's card form and the sandbox's card checks.
 */
import type { CardBrand } from '../rules/card-rules.ts';
import type { SettingKey } from './generated/setting-key.ts';

/** Each brand and the flag that enables it. */
export const cardBrandFlags: readonly (readonly [CardBrand, SettingKey])[] = [
  ['visa', 'generalPaymentOptions.allowVisaOption'],
  ['master', 'generalPaymentOptions.allowMasterCardOption'],
  ['amex', 'generalPaymentOptions.allowAmexOption'],
  ['discover', 'generalPaymentOptions.allowDiscoverOption'],
];

/** The brands whose allow flag is on (`flag` is the settings reader's `flag`). */
export function allowedCardBrands(flag: (key: SettingKey) => boolean): CardBrand[] {
  return cardBrandFlags.filter(([, key]) => flag(key)).map(([brand]) => brand);
}
