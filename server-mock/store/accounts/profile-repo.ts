/**
 * The `user_profiles` table: the phone list, notification preferences and their sequence number
 * (the rest of the profile lives in `users.person` and the access area's sign-in state).
 */
import type { Database } from '../database.ts';

/** A phone entry (spec §3 PersonalInfo.PhoneNumbers). */
export interface PhoneRecord {
  PhoneNumber: string;
  OptInToTexting: boolean;
  Primary: boolean;
}

/** Notification toggles per channel (contract `UserAlertItems`). */
export type AlertItems = Record<string, boolean>;

/** The profile row. */
export interface ProfileRecord {
  phoneNumbers: PhoneRecord[];
  alerts: { EmailAlerts: AlertItems; TextAlerts: AlertItems; TurnOffAllAlerts: boolean };
  sequenceNumber: number;
}

/** The user's profile row, undefined before it is seeded or first saved. */
export async function findProfile(db: Database, userName: string): Promise<ProfileRecord | undefined> {
  const rows = await db.query<{
    phone_numbers: PhoneRecord[];
    alerts: ProfileRecord['alerts'];
    sequence_number: number;
  }>('SELECT phone_numbers, alerts, sequence_number FROM user_profiles WHERE user_name = $1', [userName.toLowerCase()]);
  const r = rows[0];
  return r && { phoneNumbers: r.phone_numbers, alerts: r.alerts, sequenceNumber: r.sequence_number };
}

/** Writes the user's profile row. */
export async function saveProfile(db: Database, userName: string, p: ProfileRecord): Promise<void> {
  await db.execute(
    `INSERT INTO user_profiles (user_name, phone_numbers, alerts, sequence_number) VALUES ($1, $2::jsonb, $3::jsonb, $4)
     ON CONFLICT (user_name) DO UPDATE SET phone_numbers = excluded.phone_numbers, alerts = excluded.alerts, sequence_number = excluded.sequence_number`,
    [userName.toLowerCase(), JSON.stringify(p.phoneNumbers), JSON.stringify(p.alerts), p.sequenceNumber],
  );
}
