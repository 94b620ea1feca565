/**
 * Server-side check of a new card payload (spec section 5 "Card form" plus the brand settings):
 * answers an error code or the card's brand. The payload's number and security code are only read
 * here, never stored or logged.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import {
  cardBrandOf,
  checkCardNumber,
  checkExpiration,
  isSecurityCodeValid,
  isZipCodeValid,
  type CardBrand,
} from '../../../schemas/src/rules/card-rules.ts';
import { checkCardHolderName } from '../../../schemas/src/rules/payment-names.ts';
import { allowedCardBrands } from '../../../schemas/src/settings/card-brands.ts';
import type { SettingsReader } from '../../../schemas/src/settings/reader.ts';

type NewCard = components['schemas']['NewCardPayload'];

/** The brands the institution accepts (generalPaymentOptions.allow{Visa,MasterCard,Amex,Discover}Option). */
export function allowedBrands(settings: SettingsReader): CardBrand[] {
  return allowedCardBrands((key) => settings.flag(key));
}

const nameOk = (name: string) => checkCardHolderName(name) === undefined;

/** Checks a new card; `{ brand }` when it may be used, else `{ code }` (the add or submit error). */
export function checkCardPayload(
  card: NewCard,
  settings: SettingsReader,
  today: Date,
): { brand: CardBrand } | { code: string } {
  if (!nameOk(card.CardHolderFirstName) || !nameOk(card.CardHolderLastName)) return { code: 'Invalid' };
  const numberProblem = checkCardNumber(card.CardNumber, allowedBrands(settings));
  if (numberProblem === 'unsupported') return { code: 'CardTypeNotSupported' };
  if (numberProblem) return { code: 'CardNumberInvalid' };
  const brand = cardBrandOf(card.CardNumber)!;
  if (brand !== card.CardType) return { code: 'CardTypeMismatch' };
  if (!isSecurityCodeValid(card.SecurityCode, brand)) return { code: 'SecurityCodeInvalid' };
  if (checkExpiration(card.ExpirationDate, today)) return { code: 'Expired' };
  if (!isZipCodeValid(card.BillingAddress.ZipCode)) return { code: 'ZipCodeInvalid' };
  if (settings.flag('cardPaymentOptions.requireFullAddressForCardOption')) {
    const a = card.BillingAddress;
    if (!a.Address1?.trim() || !a.City?.trim() || !a.State?.trim()) return { code: 'AddressRequired' };
  }
  if (settings.flag('cardPaymentOptions.debitCardPaymentsOnlyOption') && card.DebitCreditType === 'CreditCard')
    return { code: 'NoCreditCards' };
  return { brand };
}
