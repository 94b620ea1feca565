/**
 * SolutionsByText: text subscriptions per brand for one of the user's phones. A phone the user
 * does not have on file is "not a textable phone number" (spec §8).
 */
import { listSubscriptions, saveSubscription } from '../../store/accounts/messages-repo.ts';
import { findUserByName } from '../../store/users-repo.ts';
import { ok, refused, type AccountsContext, type Envelope, type Schemas } from './accounts-context.ts';
import { profileOf } from './profile.ts';

/** The institution's texting brands (sandbox fixture). */
export const TEXT_BRANDS: readonly { BrandingId: string; BrandingName: string }[] = [
  { BrandingId: '2001', BrandingName: 'Account Alerts' },
  { BrandingId: '2002', BrandingName: 'Offers and News' },
];

/** The refusal text for a phone that cannot get texts. */
export const NOT_TEXTABLE = 'This is not a textable phone number';

async function isUsersPhone(ctx: AccountsContext, userName: string, phone: string): Promise<boolean> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return false;
  return (await profileOf(ctx, user)).phoneNumbers.some((p) => p.PhoneNumber.replace(/-/g, '') === phone);
}

/** POST /api/SolutionsByText/GetSubscriptionInfo. */
export async function getSubscriptionInfo(
  ctx: AccountsContext,
  userName: string,
  phone: string,
): Promise<Schemas['SubscriptionInfoResponse']> {
  if (!(await isUsersPhone(ctx, userName, phone)))
    return { HasNoErrors: false, Errors: [{ ErrorMessage: NOT_TEXTABLE }] };
  const saved = new Map((await listSubscriptions(ctx.db, phone)).map((s) => [s.BrandingId, s]));
  const Options = TEXT_BRANDS.map((b) => ({
    ...b,
    OptInAccount: saved.get(b.BrandingId)?.OptInAccount ?? false,
    OptInMarketing: saved.get(b.BrandingId)?.OptInMarketing ?? false,
  }));
  return { HasNoErrors: true, Errors: [], SubscriptionInfo: { Options } };
}

/**
 * POST /api/SolutionsByText/ModifySubscriptions: null flags stay as they are; unknown brands fail with a JSON message.
 */
export async function modifySubscriptions(
  ctx: AccountsContext,
  userName: string,
  body: Schemas['ModifySubscriptionsRequest'],
): Promise<Envelope> {
  if (!(await isUsersPhone(ctx, userName, body.PhoneNumber))) return refused(NOT_TEXTABLE);
  const saved = new Map((await listSubscriptions(ctx.db, body.PhoneNumber)).map((s) => [s.BrandingId, s]));
  const errors: Envelope['Errors'] = [];
  for (const o of body.Options) {
    if (!TEXT_BRANDS.some((b) => b.BrandingId === o.BrandingId)) {
      errors.push({
        ErrorMessage: JSON.stringify({
          BrandingId: o.BrandingId,
          OptInAccount: o.OptInAccount ?? null,
          OptInMarketing: o.OptInMarketing ?? null,
        }),
      });
      continue;
    }
    const current = saved.get(o.BrandingId);
    await saveSubscription(ctx.db, body.PhoneNumber, {
      BrandingId: o.BrandingId,
      OptInAccount: o.OptInAccount ?? current?.OptInAccount ?? false,
      OptInMarketing: o.OptInMarketing ?? current?.OptInMarketing ?? false,
    });
  }
  return errors.length ? { HasNoErrors: false, Errors: errors } : ok();
}
