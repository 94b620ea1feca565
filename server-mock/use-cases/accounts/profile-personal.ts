/**
 * Saving the personal-information section (address, primary phone and its text opt-in) and the
 * notification preferences (guarded by their sequence number: a stale copy is refused).
 */
import { saveProfile } from '../../store/accounts/profile-repo.ts';
import { findUserByName, updateUserPerson } from '../../store/users-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { alertsView, personalInfoView, profileOf } from './profile.ts';
import { ZIP_CITY_NO_MATCH, zipMatchesAddress } from './zip-state.ts';

type Result<T> = { ok: true; value: T } | { ok: false; code: string };

const PO_BOX = /\bp\.?\s*o\.?\s*box\b|\bpost\s+office\s+box\b/i;

/** Shown when a save carries an outdated sequence number. */
export const ALERTS_OUT_OF_DATE = 'Your notification preferences were changed elsewhere. Reload and try again.';

/** A null Address means unchanged; the phone list holds only a changed phone (spec §4). */
export async function updatePersonalInfo(
  ctx: AccountsContext,
  userName: string,
  input: Schemas['PersonalInfo'],
): Promise<Result<Schemas['PersonalInfo']>> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return { ok: false, code: 'Error' };
  const a = input.Address;
  if (a && PO_BOX.test(a.Address1)) return { ok: false, code: 'Physical address cannot contain a PO box.' };
  if (a && !(await zipMatchesAddress(a.ZipCode, a.City, a.State))) return { ok: false, code: ZIP_CITY_NO_MATCH };
  const profile = await profileOf(ctx, user);
  const changed = input.PhoneNumbers?.find((p) => p.Primary) ?? input.PhoneNumbers?.[0];
  const digits = changed?.PhoneNumber.replace(/-/g, '');
  if (changed && digits?.length !== 10) return { ok: false, code: 'A 10 digit phone number is required.' };
  const person = {
    ...user.person,
    ...(a ? { address1: a.Address1.trim(), city: a.City.trim(), state: a.State, zipCode: a.ZipCode } : {}),
    ...(digits ? { phoneNumber: digits } : {}),
  };
  if (changed && digits) {
    profile.phoneNumbers = [
      { PhoneNumber: digits, OptInToTexting: changed.OptInToTexting ?? false, Primary: true },
      ...profile.phoneNumbers.filter((p) => !p.Primary && p.PhoneNumber !== digits),
    ];
    // Without a phone agreeing to texts, no text alert can stay on.
    if (!changed.OptInToTexting)
      profile.alerts.TextAlerts = Object.fromEntries(Object.keys(profile.alerts.TextAlerts).map((k) => [k, false]));
  }
  await updateUserPerson(ctx.db, user.userName, person);
  await saveProfile(ctx.db, user.userName, profile);
  return { ok: true, value: personalInfoView({ ...user, person }, profile) };
}

/** Saves notification preferences when the sequence number matches; answers them with the next number. */
export async function updateNotifications(
  ctx: AccountsContext,
  userName: string,
  input: Schemas['UserAlertsInfo'],
): Promise<Result<Schemas['UserAlertsInfo']>> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return { ok: false, code: 'Error' };
  const profile = await profileOf(ctx, user);
  if (input.SequenceNumber !== undefined && input.SequenceNumber !== profile.sequenceNumber)
    return { ok: false, code: ALERTS_OUT_OF_DATE };
  const text = { ...profile.alerts.TextAlerts, ...(input.TextAlerts ?? {}) };
  if (Object.values(text).some(Boolean) && !profile.phoneNumbers.some((p) => p.OptInToTexting)) {
    return { ok: false, code: 'No phone number is listed for texts.' };
  }
  const turnOff = input.TurnOffAllAlerts ?? profile.alerts.TurnOffAllAlerts;
  const next = {
    phoneNumbers: profile.phoneNumbers,
    alerts: {
      EmailAlerts: { ...profile.alerts.EmailAlerts, ...(input.EmailAlerts ?? {}) },
      TextAlerts: text,
      TurnOffAllAlerts: turnOff,
    },
    sequenceNumber: profile.sequenceNumber + 1,
  };
  await saveProfile(ctx.db, user.userName, next);
  return { ok: true, value: alertsView(next) };
}
