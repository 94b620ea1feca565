/**
 * Adding saved methods: a card (kept as brand, last four, expiry and a random profile token; the whole
 * number and the security code are dropped here) and a bank account; plus the ACH pre-validation call.
 */
import type { components } from '../../../schemas/api/generated/api-types.ts';
import { lastFour } from '../../../schemas/src/rules/card-rules.ts';
import { findSameMethod, insertPaymentMethod } from '../../store/payments/payment-methods-repo.ts';
import { randomToken } from '../../store/payments/random-token.ts';
import { checkAchPayload } from './ach-payload.ts';
import { checkCardPayload } from './card-payload.ts';
import { findOwnedLoan, paymentSettings, type PaymentsContext } from './payments-context.ts';

type Schemas = components['schemas'];
type Envelope = Schemas['ErrorEnvelope'];

const ok: Envelope = { HasNoErrors: true, Errors: [] };
const refused = (code: string): Envelope => ({ HasNoErrors: false, Errors: [{ ErrorMessage: code }] });

/** `AddCardPaymentMethod`: validates, refuses duplicates (AlreadyExists) and saves last four + token. */
export async function addCardPaymentMethod(
  ctx: PaymentsContext,
  userName: string,
  card: Schemas['NewCardPayload'],
): Promise<Envelope> {
  const settings = await paymentSettings(ctx);
  if (!settings.flag('cardPaymentOptions.allowCardProfilesOption')) return refused('CardProfilesNotAllowed');
  if (!(await findOwnedLoan(ctx, userName, card.LoanAccountNumber))) return refused('Generic');
  const checked = checkCardPayload(card, settings, ctx.clock());
  if ('code' in checked) return refused(checked.code);
  const method = {
    profileId: randomToken('card'),
    userName,
    isCard: true,
    lastFour: lastFour(card.CardNumber),
    cardType: checked.brand,
    debitCreditType: settings.flag('cardPaymentOptions.debitCardPaymentsOnlyOption')
      ? ('DebitCard' as const)
      : card.DebitCreditType,
    expirationDate: card.ExpirationDate,
    achAccountType: null,
    routingNumber: null,
    holderName: `${card.CardHolderFirstName.trim()} ${card.CardHolderLastName.trim()}`,
  };
  return ctx.db.transaction(async (tx) => {
    if (await findSameMethod(tx, method)) return refused('AlreadyExists');
    await insertPaymentMethod(tx, method, ctx.clock());
    return ok;
  });
}

/** `ValidateAchPaymentMethod`: the spec's validation codes, nothing saved. */
export async function validateAchPaymentMethod(
  ctx: PaymentsContext,
  userName: string,
  ach: Schemas['NewAchPayload'],
): Promise<Envelope> {
  const code = await checkAchPayload(ctx, userName, ach, await paymentSettings(ctx));
  return code ? refused(code) : ok;
}

/** `AddAchPaymentMethod`: validates, refuses duplicates (AlreadyExists) and saves type, routing and last four. */
export async function addAchPaymentMethod(
  ctx: PaymentsContext,
  userName: string,
  ach: Schemas['NewAchPayload'],
): Promise<Envelope> {
  const settings = await paymentSettings(ctx);
  if (settings.flag('achPaymentOptions.disallowAchProfilesOption')) return refused('AchProfilesNotAllowed');
  const code = await checkAchPayload(ctx, userName, ach, settings);
  if (code) return refused(code);
  const method = {
    profileId: randomToken('ach'),
    userName,
    isCard: false,
    lastFour: lastFour(ach.AccountNumber),
    cardType: null,
    debitCreditType: null,
    expirationDate: null,
    achAccountType: ach.AccountType,
    routingNumber: ach.RoutingNumber,
    holderName: ach.OwnerName.trim(),
  };
  return ctx.db.transaction(async (tx) => {
    if (await findSameMethod(tx, method)) return refused('AlreadyExists');
    await insertPaymentMethod(tx, method, ctx.clock());
    return ok;
  });
}
