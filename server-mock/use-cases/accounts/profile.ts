/**
 * GET /api/Profile and the profile's pieces: user info (logon, e-mail, secret question from the
 * access area), personal info (address from the person record, phones), notification
 * preferences with their sequence number, and profile documents (personal users only).
 */
import { findAccessUser } from '../../store/access/user-records-repo.ts';
import { listDocuments } from '../../store/accounts/documents-repo.ts';
import { defaultUserAlerts } from '../../store/accounts/profile-defaults.ts';
import { findProfile, type ProfileRecord } from '../../store/accounts/profile-repo.ts';
import { findUserByName, type StoredUser } from '../../store/users-repo.ts';
import type { AccountsContext, Schemas } from './accounts-context.ts';
import { documentView } from './document-views.ts';

/** The profile row, with defaults for a user who never saved one. */
export async function profileOf(ctx: AccountsContext, user: StoredUser): Promise<ProfileRecord> {
  return (
    (await findProfile(ctx.db, user.userName)) ?? {
      phoneNumbers: user.person.phoneNumber
        ? [{ PhoneNumber: user.person.phoneNumber, OptInToTexting: false, Primary: true }]
        : [],
      alerts: defaultUserAlerts(),
      sequenceNumber: 1,
    }
  );
}

/** UserInfo as the server sends it. */
export async function userInfoView(ctx: AccountsContext, user: StoredUser): Promise<Schemas['UserInfo']> {
  const access = await findAccessUser(ctx.db, user.userName);
  return {
    LogonName: user.userName,
    EmailAddress: user.person.emailAddress,
    SecretQuestion: access?.secretQuestion ?? null,
  };
}

/** PersonalInfo: the address on file and the phones (10 digits). */
export function personalInfoView(user: StoredUser, profile: ProfileRecord): Schemas['PersonalInfo'] {
  const p = user.person;
  return {
    Address: { Address1: p.address1, City: p.city, State: p.state, ZipCode: p.zipCode },
    PhoneNumbers: profile.phoneNumbers,
  };
}

/** UserAlertsInfo with the sequence number a save must send back. */
export function alertsView(profile: ProfileRecord): Schemas['UserAlertsInfo'] {
  return {
    SequenceNumber: profile.sequenceNumber,
    TurnOffAllAlerts: profile.alerts.TurnOffAllAlerts,
    EmailAlerts: profile.alerts.EmailAlerts,
    TextAlerts: profile.alerts.TextAlerts,
    AlertsAreDirty: false,
  };
}

/** The whole profile; undefined when the user is gone. */
export async function getProfile(ctx: AccountsContext, userName: string): Promise<Schemas['Profile'] | undefined> {
  const user = await findUserByName(ctx.db, userName);
  if (!user) return undefined;
  const profile = await profileOf(ctx, user);
  const documents = user.person.companyNumber === 0 ? await listDocuments(ctx.db, userName, 'customer', userName) : [];
  return {
    HasNoErrors: true,
    Errors: [],
    UserInfo: await userInfoView(ctx, user),
    PersonalInfo: personalInfoView(user, profile),
    UserAlertsInfo: alertsView(profile),
    Documents: documents.map(documentView),
  };
}
